import { act, render, screen } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyWhenNear } from '../../web/src/lib/when-near';
import { stubIntersectionObserver } from './helpers/intersection-observer';

/** A pre-rendered section, as the static HTML leaves it in the page before hydration. */
function preRendered(id: string) {
  const section = document.createElement('section');
  section.id = id;
  document.body.append(section);
  return section;
}

const Demo = () => <p>Demo is live</p>;

/** Renders a lazyWhenNear component in its Suspense boundary, as a page would. */
function renderLazy(Lazy: ComponentType) {
  return render(
    <Suspense>
      <Lazy />
    </Suspense>,
  );
}

describe('lazyWhenNear', () => {
  it('loads the code of a pre-rendered section only once it nears the screen', async () => {
    const viewport = stubIntersectionObserver();
    preRendered('later');
    const load = vi.fn(async () => Demo);
    const Later = lazyWhenNear('later', load);
    renderLazy(Later);
    await act(async () => {});
    expect(load).not.toHaveBeenCalled();

    viewport.setVisible(true);

    expect(await screen.findByText('Demo is live')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads at once when the waiting section is thrown away (React replaced its HTML), so it comes back', async () => {
    stubIntersectionObserver();
    const section = preRendered('thrown-away');
    const load = vi.fn(async () => Demo);
    const Later = lazyWhenNear('thrown-away', load);
    renderLazy(Later);
    await act(async () => {});
    expect(load).not.toHaveBeenCalled();

    section.remove();

    expect(await screen.findByText('Demo is live')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads at once when the page is rendered in the browser rather than hydrated', async () => {
    stubIntersectionObserver();
    const load = vi.fn(async () => Demo);
    const NotInPage = lazyWhenNear('not-in-page', load);
    renderLazy(NotInPage);

    expect(await screen.findByText('Demo is live')).toBeInTheDocument();
  });

  it('loads at once where the browser cannot tell what is on screen', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    preRendered('old-browser');
    const OldBrowser = lazyWhenNear('old-browser', async () => Demo);
    renderLazy(OldBrowser);

    expect(await screen.findByText('Demo is live')).toBeInTheDocument();
  });
});
