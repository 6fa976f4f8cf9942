import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import { useRef, useSyncExternalStore, type PointerEvent } from 'react';
import {
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastRegion as AriaToastRegion,
} from 'react-aria-components';
import { Button } from '../Button/Button';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './Toast.css';
import { TOAST_SWIPE_THRESHOLD_PX, type ToastContent, type Toaster } from './toaster';

const icons = {
  success: <CircleCheck size={18} aria-hidden="true" />,
  error: <CircleAlert size={18} aria-hidden="true" />,
  info: <Info size={18} aria-hidden="true" />,
  loading: <Spinner />,
};

function SwipeableToast({ toaster, toast }: { toaster: Toaster; toast: { key: string; content: ToastContent } }) {
  const leaving = useSyncExternalStore(toaster.subscribe, () => toaster.isLeaving(toast.key));
  const start = useRef<number | null>(null);
  const element = useRef<HTMLDivElement>(null);

  const onPointerDown = (event: PointerEvent) => {
    if ((event.target as HTMLElement).closest('button')) return;
    start.current = event.clientX;
    element.current?.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent) => {
    if (start.current === null || !element.current) return;
    const offset = Math.max(0, event.clientX - start.current);
    element.current.dataset.swiping = '';
    element.current.style.transform = `translateX(${offset}px)`;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (start.current === null || !element.current) return;
    const offset = event.clientX - start.current;
    start.current = null;
    delete element.current.dataset.swiping;
    element.current.style.transform = '';
    // Spec §9: a swipe past 20 px dismisses.
    if (Math.abs(offset) > TOAST_SWIPE_THRESHOLD_PX) toaster.dismiss(toast.key);
  };

  return (
    <AriaToast
      toast={toast}
      ref={element}
      className={styles.toast}
      data-kind={toast.content.kind}
      data-leaving={leaving || undefined}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
    >
      <span className={styles.icon[toast.content.kind]}>{icons[toast.content.kind]}</span>
      <AriaToastContent className={styles.content}>
        <Text slot="title" className={styles.title}>
          {toast.content.title}
        </Text>
        {toast.content.description ? (
          <Text slot="description" className={styles.description}>
            {toast.content.description}
          </Text>
        ) : null}
      </AriaToastContent>
      <Button
        variant="ghost"
        size="sm"
        icon={<X size={16} />}
        aria-label="Close"
        onPress={() => toaster.dismiss(toast.key)}
      />
    </AriaToast>
  );
}

/** The toast area itself; `ToastProvider` loads this module with the first toast. */
export default function ToastRegion({ toaster }: { toaster: Toaster }) {
  return (
    <AriaToastRegion queue={toaster.queue} className={styles.region} aria-label="Notifications">
      {({ toast }) => <SwipeableToast toaster={toaster} toast={toast} />}
    </AriaToastRegion>
  );
}
