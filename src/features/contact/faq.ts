export interface FaqEntry {
  question: string;
  answer: string;
}

/** Contact page FAQ accordion: six entries (SPEC §2, §9). */
export const faq: readonly FaqEntry[] = [
  {
    question: "What kinds of projects do you take on?",
    answer:
      "Software projects (web and mobile products, system architecture, technical audits), culinary work (private dining, menu development, event catering) and consulting or training that brings the two together, such as digital tools for food businesses.",
  },
  {
    question: "How soon will I hear back after sending a message?",
    answer:
      "I read every message myself and usually reply within two working days. If your request is time-sensitive, say so in the subject line and I will do my best to answer sooner.",
  },
  {
    question: "Do you work with clients outside Nigeria?",
    answer:
      "Yes. My software team works remotely with clients across Africa, Europe and North America. Culinary events outside Lagos are possible with enough notice to plan travel and sourcing.",
  },
  {
    question: "Can you speak at our event or lead a workshop?",
    answer:
      "I speak on food and technology, entrepreneurship in Africa and community building, and I run hands-on workshops for teams and students. Send the date, audience and format, and I will tell you what I can offer.",
  },
  {
    question: "How can my organisation partner with Plates of Hope Foundation?",
    answer:
      "We welcome food donations, funding for community kitchens, skilled volunteers and employers who can offer placements to our trainees. Choose 'Partnerships' as your reason when you write, and tell me what you have in mind.",
  },
  {
    question: "Are your coding guides really free?",
    answer:
      "Yes. The six beginner guides (HTML, CSS, JavaScript, Bootstrap, Responsive Web Design, Git & GitHub) are free to download and share for personal learning. You will find them on the blog.",
  },
];
