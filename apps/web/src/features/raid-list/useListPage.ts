import { useSearchParams } from 'react-router';

/**
 * Active or archived, and the archive page, live in the address (`?archive=1&page=2`), so Back from a raid
 * returns to the same view and page.
 */
export function useListPage() {
  const [params, setParams] = useSearchParams();
  const archive = params.get('archive') === '1';
  const page = Math.trunc(Number(params.get('page'))) || 1;

  const update = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value === null) next.delete(name);
          else next.set(name, value);
        }
        return next;
      },
      { replace: true },
    );

  return {
    archive,
    page,
    setArchive: (value: boolean) => update({ archive: value ? '1' : null, page: null }),
    setPage: (value: number) => update({ page: value === 1 ? null : String(value) }),
  };
}
