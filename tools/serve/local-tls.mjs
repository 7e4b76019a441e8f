// A self-signed certificate for 127.0.0.1, so the preview can serve HTTP/2 as the host does
// (browsers speak HTTP/2 only over TLS). Made once by `openssl` (present wherever Debian's
// ca-certificates is, which npm needs) and kept in the system's temp folder for 30 days.
// `spki` is the SHA-256 of its public key in base64: Chromium trusts that key alone with
// `--ignore-certificate-errors-spki-list`, every other certificate error still counts.
import { execFileSync } from "node:child_process";
import { createHash, X509Certificate } from "node:crypto";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const DIR = join(tmpdir(), "preview-tls");
const KEY = join(DIR, "key.pem");
const CERT = join(DIR, "cert.pem");
/** A certificate that ends within a day is made again. */
const MARGIN_MS = 86_400_000;

function valid() {
  if (!existsSync(KEY) || !existsSync(CERT)) return false;
  const cert = new X509Certificate(readFileSync(CERT));
  return Date.parse(cert.validTo) - Date.now() > MARGIN_MS;
}

/** @returns {{ key: Buffer, cert: Buffer, spki: string }} */
export function localCertificate() {
  if (!valid()) {
    mkdirSync(DIR, { recursive: true, mode: 0o700 });
    try {
      execFileSync(
        "openssl",
        // prettier-ignore
        ["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes",
          "-keyout", KEY, "-out", CERT, "-days", "30", "-subj", "/CN=127.0.0.1",
          "-addext", "subjectAltName=IP:127.0.0.1,DNS:localhost"],
        { stdio: ["ignore", "ignore", "pipe"] },
      );
    } catch (error) {
      throw new Error(
        `Could not make the preview's TLS certificate with openssl (${error.message}): install openssl (Debian: apt-get install openssl).`,
      );
    }
  }
  const cert = readFileSync(CERT);
  const spkiDer = new X509Certificate(cert).publicKey.export({ type: "spki", format: "der" });
  return {
    key: readFileSync(KEY),
    cert,
    spki: createHash("sha256").update(spkiDer).digest("base64"),
  };
}
