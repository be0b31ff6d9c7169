/**
 * Across the top of an editor's preview (RenderInput.preview): says what the page is, so that a preview is never
 * taken for what readers see. Its text is the server's, rendered as text.
 */
export function PreviewBanner({ text }: { text: string }) {
  return (
    <p
      className="mh-preview-banner"
      role="status"
      data-preview-banner
      style={{ position: 'sticky', top: 0, zIndex: 1000, margin: 0, padding: '8px 16px', background: '#fff3c4', color: '#3d2e00', borderBlockEnd: '2px solid #8a6d00', font: '600 15px/1.4 system-ui, sans-serif' }}
    >
      {text}
    </p>
  );
}
