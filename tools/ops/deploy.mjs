// `npm run deploy [-- --project <id>] [--dry-run] [--build-only]`: build, write the CSP of that
// build, and deploy the site, the Firestore rules and the indexes to the real Firebase project.
// The decisions and the steps are in tools/ops/deploy-steps.mjs (README, "Deploying").
import { deploy } from "./deploy-steps.mjs";

process.exitCode = await deploy();
