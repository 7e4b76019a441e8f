// `npm run lint:workflows` (and a check of `npm test`): actionlint on .github/workflows/*.yml.
import { lintWorkflows } from "./workflows.mjs";

const { files, problems } = await lintWorkflows();
for (const problem of problems) console.error(problem);
if (!files.length) {
  console.error("No workflow files in .github/workflows/.");
  process.exitCode = 1;
} else if (problems.length) {
  console.error(`actionlint: ${problems.length} problem(s) in ${files.length} workflow file(s).`);
  process.exitCode = 1;
} else {
  console.log(`actionlint: ${files.length} workflow file(s), no problems (${files.join(", ")}).`);
}
