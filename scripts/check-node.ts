// Every npm script runs on the Node that the `node` devDependency installs (npm puts
// node_modules/.bin first on PATH). This check fails the install loudly if that did not happen.
const wanted = 24;
const major = Number(process.versions.node.split('.')[0]);
if (major !== wanted) {
  console.error(`Expected Node ${wanted} from the "node" devDependency, got ${process.version}.`);
  process.exit(1);
}
