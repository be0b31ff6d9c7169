import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

type State = 'online' | 'offline' | 'back';

export default function NetworkStatus() {
  const { t } = useTranslation();
  const [state, setState] = useState<State>('online');
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const offline = () => setState('offline');
    const online = () => {
      setState('back');
      timer = setTimeout(() => setState('online'), 4000);
    };
    if (!navigator.onLine) offline();
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, []);
  return (
    <div role="status" aria-live="polite" className="mh-network-status" style={state === 'online' ? undefined : { position: 'fixed', top: 0, insetInline: 0, zIndex: 1500, padding: '8px 16px', textAlign: 'center', color: '#fff', background: state === 'offline' ? '#8c1725' : '#1b7f5a' }}>
      {state === 'offline' ? t('network.offline') : state === 'back' ? t('network.online') : null}
    </div>
  );
}
