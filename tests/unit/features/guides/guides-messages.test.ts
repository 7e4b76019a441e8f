import { describe, expect, it } from "vitest";
import { guidesMessages, progressMessages } from "@/features/guides/messages";

const SIX = ["HTML", "Git & GitHub", "CSS", "JavaScript", "Bootstrap", "Responsive Web Design"];

describe("the guides' texts count and name the guides' files", () => {
  it("reads as before with the six guides", () => {
    expect(guidesMessages.allGuides(6)).toBe("All six guides");
    expect(guidesMessages.allFreeGuides(6)).toBe("All six free coding guides");
    expect(guidesMessages.pageTitle(6)).toBe("Six free guides for complete beginners");
    expect(guidesMessages.pageLead(SIX)).toBe(
      "HTML, Git & GitHub, CSS, JavaScript, Bootstrap and Responsive Web Design, in the order I recommend. Read them here or download the PDFs to study offline.",
    );
    expect(guidesMessages.pageDescription(SIX)).toBe(
      "Six free beginner guides to HTML, Git & GitHub, CSS, JavaScript, Bootstrap and Responsive Web Design: read them online or download the PDFs.",
    );
    expect(guidesMessages.downloadsLabel(6)).toBe("The six guides in reading order");
    expect(progressMessages.courseTitle(6)).toBe("Your progress across the six guides");
    expect(progressMessages.course(2, 58, 6)).toBe(
      "You have done 2 of the 58 chapters of the six guides.",
    );
  });

  it("counts and names a seventh guide committed as a file", () => {
    const seven = [...SIX, "Python"];
    expect(guidesMessages.allGuides(7)).toBe("All seven guides");
    expect(guidesMessages.pageTitle(7)).toBe("Seven free guides for complete beginners");
    expect(guidesMessages.pageLead(seven)).toMatch(/^HTML, .*, Responsive Web Design and Python, /);
    expect(guidesMessages.pageDescription(seven)).toMatch(/^Seven free beginner guides to /);
    expect(progressMessages.courseTitle(7)).toBe("Your progress across the seven guides");
  });
});
