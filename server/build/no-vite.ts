/**
 * `vite` as the compiled server has it (scripts/build.js): development mode, which runs Vite inside the server,
 * runs from source only (`npm run dev`), so the compiled server imports no devDependency even on that path.
 */
export function createServer(): never {
  throw new Error('NODE_ENV=development runs Vite inside the server, from source: use npm run dev (the compiled server of npm start is for production)');
}
