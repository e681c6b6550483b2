/**
 * The folder the operator ran the command in, for relative paths on its command line. `./laikas` changes into the
 * repository before `npm run`, and npm runs the script in the package's folder with INIT_CWD set to where npm was
 * started (the repository again), so the bootstrap hands the folder on in LAIKAS_CWD.
 */
export function invocationFolder(): string {
  return process.env.LAIKAS_CWD || process.env.INIT_CWD || process.cwd();
}
