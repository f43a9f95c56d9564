// The storage rules in force: loaded from the rules file at start (and again whenever it is
// edited) or through PUT /internal/setRules. With no rules loaded every non-owner request is
// denied, as the official emulator does.

import { type FSWatcher, readFileSync, watch } from 'node:fs';
import { basename, dirname } from 'node:path';
import type { CompiledRules, Decision, RulesIssue, StorageRulesRequest } from '../rules/api.ts';
import { compileRules } from '../rules/index.ts';

export class RulesGate {
  private rules: CompiledRules | null = null;
  private watcher: FSWatcher | null = null;
  private readonly log: (line: string) => void;

  constructor(log: (line: string) => void) {
    this.log = log;
  }

  /** Compiles and installs `source`; on errors the previous rules stay in force. */
  load(source: string): RulesIssue[] {
    const result = compileRules(source, { debug: (line) => this.log(`debug: ${line}`) });
    if (!result.ok) return result.issues;
    if (result.rules.service !== 'firebase.storage')
      return [{ line: 1, column: 1, severity: 'ERROR', description: 'Expected `service firebase.storage`.' }];
    this.rules = result.rules;
    return [];
  }

  loadFile(path: string): void {
    this.loadFromDisk(path);
    let timer: NodeJS.Timeout | undefined;
    try {
      // The folder is watched, not the file: editors often save by replacing the file.
      this.watcher = watch(dirname(path), (_event, file) => {
        if (file !== null && file !== basename(path)) return;
        // Editors write in several steps; reload once they are done.
        clearTimeout(timer);
        timer = setTimeout(() => this.loadFromDisk(path), 100);
      });
    } catch {
      this.log(`Cannot watch ${path}; edits will need a restart.`);
    }
  }

  async authorize(request: StorageRulesRequest): Promise<Decision> {
    if (!this.rules)
      return { allowed: false, message: 'Permission denied. Storage Emulator has no loaded ruleset.' };
    return this.rules.authorize(request);
  }

  close(): void {
    this.watcher?.close();
  }

  private loadFromDisk(path: string): void {
    let source: string;
    try {
      source = readFileSync(path, 'utf8');
    } catch (error) {
      this.log(`Cannot read rules file ${path}: ${(error as Error).message}`);
      return;
    }
    const issues = this.load(source);
    if (issues.length === 0) this.log(`Rules loaded from ${path}.`);
    for (const issue of issues) this.log(`${path}:${issue.line}:${issue.column}: ${issue.description}`);
  }
}
