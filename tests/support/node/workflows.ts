/**
 * The GitHub workflows (.github/workflows/) as the tests read them: their shape (only what the
 * tests look at) and one reader.
 */
import { readFileSync } from "node:fs";
import { parse } from "yaml";

export interface Step {
  name?: string;
  id?: string;
  uses?: string;
  run?: string;
  if?: string;
  with?: Record<string, string>;
  env?: Record<string, string>;
}

export interface Job {
  needs?: string | string[];
  if?: string;
  environment?: string | { name?: string };
  permissions?: Record<string, string>;
  concurrency?: { group: string; "cancel-in-progress": boolean | string };
  env?: Record<string, string>;
  steps: Step[];
}

export interface Workflow {
  on: Record<string, unknown>;
  permissions: Record<string, string>;
  env?: Record<string, string>;
  jobs: Record<string, Job>;
}

/** The workflow `.github/workflows/<name>`, parsed. */
export const workflow = (name: string) =>
  parse(readFileSync(`.github/workflows/${name}`, "utf8")) as Workflow;

/** The GitHub environment a job runs in, by name. */
export const environmentOf = (job: Job) =>
  typeof job.environment === "string" ? job.environment : job.environment?.name;
