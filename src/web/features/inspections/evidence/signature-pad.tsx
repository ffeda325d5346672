import {
  useEffect,
  useImperativeHandle,
  useRef,
  useState,
  type PointerEvent,
  type Ref,
} from 'react';
import { Button } from '@/web/components/ui/button';

export type SignaturePadHandle = {
  /** The drawing as a PNG, or null when nothing was drawn. */
  toPng: () => Promise<Blob | null>;
};

/**
 * A plain canvas to sign on with a finger, stylus or mouse (pointer events,
 * no library). The drawing is sized to the element's pixels so strokes stay
 * sharp on a phone.
 */
export function SignaturePad({ ref, label }: { ref: Ref<SignaturePadHandle>; label: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const [hasInk, setHasInk] = useState(false);

  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const ratio = window.devicePixelRatio || 1;
    element.width = Math.round(element.clientWidth * ratio);
    element.height = Math.round(element.clientHeight * ratio);
    const context = element.getContext('2d');
    if (!context) return;
    context.scale(ratio, ratio);
    context.lineWidth = 2.2;
    context.lineCap = 'round';
    context.lineJoin = 'round';
    context.strokeStyle = '#0f172a';
  }, []);

  useImperativeHandle(ref, () => ({
    toPng: () =>
      new Promise((resolve) => {
        if (!hasInk || !canvas.current) return resolve(null);
        canvas.current.toBlob((blob) => resolve(blob), 'image/png');
      }),
  }));

  const point = (event: PointerEvent<HTMLCanvasElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  };

  const clear = () => {
    const element = canvas.current;
    element?.getContext('2d')?.clearRect(0, 0, element.width, element.height);
    setHasInk(false);
  };

  return (
    <div>
      <canvas
        ref={canvas}
        role="img"
        aria-label={label}
        className="h-36 w-full touch-none rounded-md border border-slate-300 bg-white"
        onPointerDown={(event) => {
          event.currentTarget.setPointerCapture(event.pointerId);
          drawing.current = true;
          const { x, y } = point(event);
          const context = event.currentTarget.getContext('2d');
          context?.beginPath();
          context?.moveTo(x, y);
          context?.lineTo(x + 0.1, y + 0.1);
          context?.stroke();
          setHasInk(true);
        }}
        onPointerMove={(event) => {
          if (!drawing.current) return;
          const { x, y } = point(event);
          const context = event.currentTarget.getContext('2d');
          context?.lineTo(x, y);
          context?.stroke();
        }}
        onPointerUp={() => (drawing.current = false)}
        onPointerCancel={() => (drawing.current = false)}
      />
      <div className="mt-1 flex items-center justify-between text-xs text-slate-600">
        <span>{hasInk ? 'Signed' : 'Sign in the box above'}</span>
        <Button type="button" variant="link" onClick={clear} disabled={!hasInk}>
          Clear signature
        </Button>
      </div>
    </div>
  );
}

/** Stores the signature on the inspection (PNG evidence, printed on the report). */
export async function uploadSignature(inspectionId: string, png: Blob): Promise<void> {
  const body = new FormData();
  body.append('file', png, 'signature.png');
  const response = await fetch(`/api/inspections/${inspectionId}/signature`, {
    method: 'POST',
    body,
    credentials: 'same-origin',
  });
  if (!response.ok) {
    const reply = (await response.json().catch(() => ({}))) as { error?: string };
    throw new Error(reply.error ?? `The signature was not saved (${response.status}).`);
  }
}
