import type { AuditEventType } from '../audit/types.ts';
import { createExporter } from './export.ts';
import { TelemetryMapper, type RunFacts } from './map-events.ts';
import type { TelemetrySettings } from './settings.ts';

/** Fed from the audit writer (each event as written, redacted); exports spans and metrics. */
export interface TelemetrySink {
  observe(type: AuditEventType, payload: Readonly<Record<string, unknown>>): void;
  /** Flushes within the settings' timeout; never rejects. */
  close(): Promise<void>;
}

/**
 * Starts the export: maps every audit event to spans and metrics. This module (and with it the
 * OpenTelemetry SDK) is loaded with import() only by runs that export; a failure here is a
 * warning, never the run's.
 */
export function startTelemetry(
  settings: TelemetrySettings,
  facts: Omit<RunFacts, 'includeContent'>,
  warn: (message: string) => void,
): TelemetrySink {
  const exporter = createExporter(settings, warn);
  const mapper = new TelemetryMapper({ ...facts, includeContent: settings.includeContent });
  let broken = false;
  return {
    observe(type, payload) {
      if (broken) return;
      try {
        exporter.apply(mapper.observe(type, payload, performance.timeOrigin + performance.now()));
      } catch (err) {
        // Called inside the audit writer's emit: a throw here would stop the run.
        broken = true;
        warn(`telemetry: stopped exporting: ${(err as Error).message}`);
      }
    },
    close: () => exporter.close(),
  };
}
