import type { CallProgress } from '../../../core/api/context';
import { ApiClientError, toApiClientError, type AnswerReader } from '../../lib/api-client';

/**
 * A long call's answer read as it comes (`Accept: application/x-ndjson`, server/progress-lines.ts):
 * each progress line goes to `onProgress`, the last line is the result or the failure. A call that
 * reports nothing (or is refused before the work) answers with plain JSON, which the client reads
 * as always. Only the staff's import page loads this (not the storefront's shared chunk).
 */
export function progressAnswer(onProgress: (progress: CallProgress) => void): AnswerReader {
  return {
    accept: 'application/x-ndjson',
    async read(response) {
      if (!response.body) throw new ApiClientError('connectionRefused', 0, 'The answer broke off.');
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffered = '';
      for (;;) {
        const { done, value } = await reader.read().catch(() => {
          throw new ApiClientError('connectionRefused', 0, 'The answer broke off.');
        });
        buffered += value ?? '';
        const lines = buffered.split('\n');
        buffered = lines.pop() ?? '';
        for (const line of lines.filter((entry) => entry.trim() !== '')) {
          const parsed = JSON.parse(line) as {
            progress?: CallProgress;
            data?: unknown;
            status?: number;
          } & Parameters<typeof toApiClientError>[1];
          if (parsed?.progress) onProgress(parsed.progress);
          else if (parsed?.error) throw toApiClientError(parsed.status ?? 500, parsed);
          else if (parsed && 'data' in parsed) return parsed.data ?? null;
        }
        if (done) throw new ApiClientError('connectionRefused', 0, 'The answer broke off.');
      }
    },
  };
}
