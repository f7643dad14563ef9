import { useStore } from '@nanostores/react';
import { $alerts, dismissAlert, type AlertType } from '../lib/ui.store.ts';

const CLASS: Record<AlertType, string> = { success: 'success', error: 'danger', warning: 'warning', info: 'info', detail: 'secondary' };

/** Alerts stack at the top of the page and hide themselves (5000 ms by default, SPEC §9). */
export default function AlertHost() {
  const alerts = useStore($alerts);
  return (
    <div className="position-fixed top-0 start-50 translate-middle-x mt-3" style={{ zIndex: 1080, width: 'min(36rem, 94vw)' }} aria-live="polite">
      {alerts.map((a) => (
        <div key={a.id} className={`alert alert-${CLASS[a.type]} alert-dismissible shadow-sm`} role={a.type === 'error' ? 'alert' : 'status'}>
          {a.text}
          <button type="button" className="btn-close" aria-label="Fechar" onClick={() => dismissAlert(a.id)} />
        </div>
      ))}
    </div>
  );
}
