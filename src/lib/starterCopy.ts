/**
 * The command that copies a starter's repository into a new folder without its Git history, as the Quickstart's
 * first step does (`degit` takes the repository's GitHub URL, which the starters' schema requires).
 */
export function copyCommand(repositoryUrl: string, folder = 'my-store'): string {
  return `npx degit ${repositoryUrl} ${folder}`;
}
