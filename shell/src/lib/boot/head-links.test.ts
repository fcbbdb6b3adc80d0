import { preconnectOrigins, preloadImage } from './head-links';

beforeEach(() => {
  document.head.innerHTML = '';
});

it('preconnects each other origin once, and never this page or a broken URL', () => {
  preconnectOrigins(['https://img.example/a', 'https://img.example/', `${window.location.origin}/x`, 'not a url', 'https://cdn2.example']);
  const hrefs = [...document.head.querySelectorAll('link[rel="preconnect"]')].map((link) => link.getAttribute('href'));
  expect(hrefs).toEqual(['https://img.example', 'https://cdn2.example']);
});

it('preloads an image once at high priority, however many parts of the page ask for it', () => {
  preloadImage('https://img.example/banner.svg');
  preloadImage('https://img.example/banner.svg');
  const links = document.head.querySelectorAll('link[rel="preload"][as="image"]');
  expect(links).toHaveLength(1);
  expect(links[0]).toHaveAttribute('fetchpriority', 'high');
  expect(links[0]).toHaveAttribute('href', 'https://img.example/banner.svg');
});
