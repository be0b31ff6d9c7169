/** A short message in a polite live region at the top of the page (screen readers announce it). */
export function showToast(message: string, durationMs = 3000): void {
  const toast = document.createElement('div');
  toast.setAttribute('role', 'status');
  toast.textContent = message;
  Object.assign(toast.style, {
    position: 'fixed', top: '16px', insetInline: '0', marginInline: 'auto', width: 'fit-content', zIndex: '2000',
    background: '#1f2328', color: '#fff', padding: '8px 16px', borderRadius: '6px', maxWidth: '90vw',
  });
  document.body.append(toast);
  setTimeout(() => toast.remove(), durationMs);
}
