import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { RouteErrorPage, routeErrorHeading } from './route-error-page';

function Boom(): never {
  throw new Error('The carousel fell over');
}

describe('router errors', () => {
  it('names the status of a router error response', () => {
    expect(
      routeErrorHeading({ status: 404, statusText: 'Not Found', internal: true, data: '' }),
    ).toBe('404 Not Found');
    expect(routeErrorHeading(new Error('x'))).toBe('Unexpected Application Error!');
  });

  it('shows 405 Method Not Allowed for a form posted to a route without an action', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = createMemoryRouter([
      { path: '/', element: <p>home</p>, errorElement: <RouteErrorPage /> },
    ]);
    render(<RouterProvider router={router} />);
    await router.navigate('/', { formMethod: 'post', formData: new FormData() });
    expect(
      await screen.findByRole('heading', { name: '405 Method Not Allowed' }),
    ).toBeInTheDocument();
  });

  it("shows 'Unexpected Application Error!' when a page throws", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = createMemoryRouter([
      { path: '/', element: <Boom />, errorElement: <RouteErrorPage /> },
    ]);
    render(<RouterProvider router={router} />);
    expect(
      await screen.findByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('The carousel fell over')).toBeInTheDocument();
  });
});
