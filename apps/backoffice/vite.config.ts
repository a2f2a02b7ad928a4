import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

// The back-office is its own build under /backoffice/: none of its code reaches the shop's bundles (issue 16).
export default defineConfig({
  base: '/backoffice/',
  plugins: [tailwindcss(), reactRouter()],
  build: { target: 'es2022' },
});
