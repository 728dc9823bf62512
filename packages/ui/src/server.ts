/**
 * @caliber/ui/server: what only the shell's Node build renders with. Apart from the index, so the browser,
 * which gets the whole index as a shared singleton, never downloads it. It is the router the index
 * re-exports (one module in the shell's Node build), so the router context stays one.
 */
export { StaticRouter } from 'react-router';
