import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { useIdle } from './use-idle';

/**
 * For a control whose behaviour lives in a lazy chunk (the header's Radix menu and popover): the
 * page first renders a plain stand-in button that looks the same, and the real control replaces
 * it once the browser is idle after the first paint, or at once when the stand-in is pressed
 * (`pressed`: the real control then opens as it mounts). `hadFocus` says whether the stand-in had
 * the keyboard focus when it was replaced, so the real trigger takes it over.
 */
export function useDeferredControl(load: () => Promise<unknown>) {
  const idle = useIdle();
  const [pressed, setPressed] = useState(false);
  const focused = useRef(false);
  useEffect(() => {
    if (idle) void load();
  }, [idle, load]);
  return {
    ready: idle || pressed,
    pressed,
    hadFocus: focused,
    standInProps: {
      // On pointer down, as Radix's menu trigger opens: the real control can replace the stand-in
      // between the press and the release, and the click then lands on a trigger that ignores it.
      onPointerDown: (event: PointerEvent) => {
        if (event.button === 0 && !event.ctrlKey) setPressed(true);
      },
      onClick: () => setPressed(true),
      onFocus: () => {
        focused.current = true;
      },
      onBlur: () => {
        focused.current = false;
      },
    },
  };
}
