import type { ChildProcess } from 'node:child_process';

export function ensureDebianPackages(): void;
export function startScaleOut(options?: { ports?: { balancer: number; database: number; shops: number[] } }): Promise<{
  balancerUrl: string;
  databaseUrl: string;
  shops: Array<{
    port: number;
    child: ChildProcess;
    exited: Promise<NodeJS.Signals | number | null>;
    output(): string;
  }>;
  stop(): Promise<void>;
}>;
