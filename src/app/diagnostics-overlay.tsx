import { useTranslation } from '../../runtime/i18n/use-translation.ts';
import type { Diagnostic } from '../../schemas/diagnostic.ts';
import { formatDiagnostic } from '../../schemas/format-diagnostic.ts';

/** Development only: the configuration problems of this page, in a corner, collapsed until asked. */
export function DiagnosticsOverlay({ diagnostics }: { diagnostics: Diagnostic[] }) {
  const { t } = useTranslation();
  if (diagnostics.length === 0) return null;
  return (
    <details
      className="mh-diagnostics"
      style={{ position: 'fixed', insetInlineEnd: 12, bottom: 12, zIndex: 1000, maxWidth: 'min(560px, 90vw)', background: '#fff8e6', border: '1px solid #c25b00', borderRadius: 6, padding: '6px 10px', fontSize: 13 }}
    >
      <summary style={{ cursor: 'pointer', fontWeight: 600 }}>
        {t('dev.diagnostics')} ({diagnostics.length})
      </summary>
      <ul style={{ margin: '6px 0 0', paddingInlineStart: 18, maxHeight: '40vh', overflow: 'auto' }}>
        {diagnostics.map((entry) => (
          <li key={formatDiagnostic(entry)}>
            <code>{formatDiagnostic(entry)}</code>
          </li>
        ))}
      </ul>
    </details>
  );
}
