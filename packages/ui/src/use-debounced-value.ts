import { useEffect, useState } from 'react';

/** The value as it was when it last stopped changing for the given time. */
export function useDebouncedValue<Value>(value: Value, milliseconds: number): Value {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => {
      setDebounced(value);
    }, milliseconds);
    return () => {
      window.clearTimeout(timer);
    };
  }, [value, milliseconds]);
  return debounced;
}
