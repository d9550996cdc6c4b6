// markdownlint-cli2 ships JavaScript with JSDoc only; this is the part of its API the content gate calls.
declare module 'markdownlint-cli2' {
  export function main(params: {
    directory?: string;
    argv?: string[];
    logMessage?: (message: string) => void;
    logError?: (message: string) => void;
  }): Promise<number>;
}
