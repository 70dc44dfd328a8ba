import { useCallback, useEffect, useState } from 'react';
import type { TableListing } from '../net/index.js';
import { loadNet } from './lazyNet.js';

const POLL_MS = 5000;

/** The public tables, fetched now, every few seconds, and on refresh. */
export function useTableList(): { tables: TableListing[]; error: string | null; loading: boolean; refresh: () => void } {
  const [tables, setTables] = useState<TableListing[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const refresh = useCallback(() => {
    setLoading(true);
    loadNet()
      .then((net) => net.listTables())
      .then((t) => {
        setTables(t);
        setError(null);
      })
      .catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)))
      .finally(() => setLoading(false));
  }, []);
  useEffect(() => {
    refresh();
    const timer = setInterval(refresh, POLL_MS);
    return () => clearInterval(timer);
  }, [refresh]);
  return { tables, error, loading, refresh };
}
