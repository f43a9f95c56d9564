// The contract between the CLI (and test harnesses) and each emulated service.

export interface ServiceOptions {
  host: string;
  /** 0 picks a free port; the running service reports the real one. */
  port: number;
  /** Where state is kept; without it, state lives in memory only. */
  dataDir?: string;
  /** --import: start from the export in this directory. */
  importDir?: string;
  /** --export-on-exit: write an export to this directory when stopping. */
  exportOnExitDir?: string;
  /** Rules file to load at start and to watch for edits. */
  rulesPath?: string;
  /** Project used when a request does not name one (single-project mode). */
  defaultProjectId: string;
  /** `host:port` of the Functions emulator, for trigger delivery. */
  functionsEmulator?: string;
  /**
   * The Functions emulator runs one function at a time (firebase-tools' --inspect-functions): the
   * trigger delivery can then tell a request it dropped from one still running (triggers/dispatcher.ts).
   */
  functionsSequential?: boolean;
  /** Log sink; the CLI prints, tests stay quiet. */
  log?: (line: string) => void;
}

export interface RunningService {
  readonly name: 'firestore' | 'storage';
  readonly host: string;
  readonly port: number;
  stop(): Promise<void>;
}
