import { defineBehaviour } from '../../runtime/islands/define-behaviour.ts';

type State = 'online' | 'offline' | 'back';

/** How long "back online" stays before the notice clears. */
const backNoticeMs = 4000;

/**
 * Tells the reader when the connection drops, and for a moment when it returns, in the server's live region. It must
 * be running before the connection goes: when it has, no more code can arrive.
 */
export default defineBehaviour((root) => {
  const region = root.querySelector<HTMLElement>('.mh-network-status');
  if (!region) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const show = (state: State) => {
    region.dataset.state = state;
    region.textContent = state === 'offline' ? (region.dataset.offline ?? '') : state === 'back' ? (region.dataset.online ?? '') : '';
  };
  const offline = () => {
    clearTimeout(timer);
    show('offline');
  };
  const online = () => {
    show('back');
    timer = setTimeout(() => show('online'), backNoticeMs);
  };
  if (!navigator.onLine) offline();
  window.addEventListener('offline', offline);
  window.addEventListener('online', online);
  return () => {
    clearTimeout(timer);
    window.removeEventListener('offline', offline);
    window.removeEventListener('online', online);
  };
});
