import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useNavigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useScrollMemory } from './useScrollMemory.js';

let navigate: ReturnType<typeof useNavigate> = () => undefined;

function Page() {
  useScrollMemory();
  navigate = useNavigate();
  return null;
}

function scrolledTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

afterEach(() => {
  scrolledTo(0);
  vi.restoreAllMocks();
});

describe('scroll memory', () => {
  it('starts another page at the top, keeps the place on a query change and brings it back on Back', async () => {
    const scrollTo = vi
      .spyOn(window, 'scrollTo')
      .mockImplementation(((_x: number, y: number) => scrolledTo(y)) as typeof window.scrollTo);
    const router = createMemoryRouter([{ path: '*', element: <Page /> }], { initialEntries: ['/'] });
    render(<RouterProvider router={router} />);

    scrolledTo(1200);
    await act(() => navigate('/?dialog=createRaid'));
    expect(scrollTo).not.toHaveBeenCalled();

    await act(() => navigate('/raids/7'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    scrolledTo(300);

    await act(() => navigate(-1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 1200);
    await act(() => navigate(1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 300);
  });
});
