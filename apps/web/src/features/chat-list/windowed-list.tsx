import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { rowOffsets, scrollTopToReveal, visibleRange } from './visible-range.ts';

export interface WindowedListProps {
  heights: readonly number[];
  renderRow: (index: number) => ReactNode;
  rowKey: (index: number) => string;
  /** A row to bring into view when its key changes (the open chat's row), not when rows move. */
  reveal: { key: string; index: number } | undefined;
  className?: string;
}

const overscan = 8;

/**
 * A list that mounts only the rows in view: each row has a known height, the rows above and below
 * the window are replaced by padding, so the scroll bar still spans the whole list.
 */
export function WindowedList({ heights, renderRow, rowKey, reveal, className }: WindowedListProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const [viewport, setViewport] = useState({ scrollTop: 0, height: 800 });
  const offsets = useMemo(() => rowOffsets(heights), [heights]);

  // The resize observer reads the latest row to reveal and row positions through this ref.
  const latest = useRef({ reveal, offsets });
  // The viewport as last measured (on scroll and resize), for the reveal below: reading the element's
  // box there would force a layout of the whole page inside the click that opens a chat, before the
  // chat's read starts. Null until the first measure.
  const measured = useRef<{ scrollTop: number; height: number } | null>(null);
  useEffect(() => {
    latest.current = { reveal, offsets };
  });

  useEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    let height = element.clientHeight;
    const measure = () => {
      measured.current = { scrollTop: element.scrollTop, height: element.clientHeight };
      setViewport(measured.current);
    };
    // The list's box shrinks when something appears below it (a notice in the sidebar's footer): a
    // revealed row that was in view stays in view, rather than ending up hidden under the new edge.
    const onResize = () => {
      const previousHeight = height;
      height = element.clientHeight;
      const { reveal: shown, offsets: positions } = latest.current;
      if (shown !== undefined && height < previousHeight) {
        const top = positions[shown.index] ?? 0;
        const bottom = positions[shown.index + 1] ?? top;
        const wasInView = top >= element.scrollTop && bottom <= element.scrollTop + previousHeight;
        const target = wasInView
          ? scrollTopToReveal(positions, shown.index, {
              scrollTop: element.scrollTop,
              viewportHeight: height,
            })
          : undefined;
        if (target !== undefined) element.scrollTop = target;
      }
      measure();
    };
    measure();
    const observer = new ResizeObserver(onResize);
    observer.observe(element);
    element.addEventListener('scroll', measure, { passive: true });
    return () => {
      observer.disconnect();
      element.removeEventListener('scroll', measure);
    };
  }, []);

  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element || reveal === undefined) return;
    const view = measured.current ?? { scrollTop: element.scrollTop, height: element.clientHeight };
    const target = scrollTopToReveal(offsets, reveal.index, {
      scrollTop: view.scrollTop,
      viewportHeight: view.height,
    });
    if (target !== undefined) element.scrollTop = target;
    // Only a new row to reveal scrolls; rows changing around it must not pull the list back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reveal?.key]);

  const { start, end } = visibleRange(offsets, {
    scrollTop: viewport.scrollTop,
    viewportHeight: viewport.height,
    overscan,
  });
  const total = offsets.at(-1) ?? 0;
  const rows: ReactNode[] = [];
  for (let index = start; index < end; index += 1) {
    rows.push(
      <li key={rowKey(index)} style={{ height: heights[index] }} className="chat-list__row">
        {renderRow(index)}
      </li>,
    );
  }
  return (
    <div ref={scrollRef} className={className}>
      <ul
        className="chat-list__rows"
        style={{ paddingTop: offsets[start] ?? 0, paddingBottom: total - (offsets[end] ?? total) }}
      >
        {rows}
      </ul>
    </div>
  );
}
