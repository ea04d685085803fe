/*
 * React and the router, which main.tsx evaluates as a step of its own before the rest of the portal
 * (boot.tsx imports them from their packages as usual).
 */
export { createRoot } from 'react-dom/client';
export { RouterProvider } from 'react-router';
