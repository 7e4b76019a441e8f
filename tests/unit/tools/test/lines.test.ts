import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { onLines } from "../../../../tools/test/lines.mjs";

describe("onLines", () => {
  it("gives whole lines, a character split across chunks kept whole, the unfinished line held", async () => {
    const stream = new PassThrough();
    const lines: string[] = [];
    onLines(stream, (line) => lines.push(line));
    const naira = Buffer.from("₦5\r\nnext\nunfini");
    stream.write(naira.subarray(0, 1)); // the first byte of a three-byte character
    stream.write(naira.subarray(1));
    stream.end("shed");
    await new Promise((resolve) => stream.on("end", resolve));
    expect(lines).toEqual(["₦5", "next"]);
  });
});
