// Lets a unit test import components that import their stylesheet (`import "./x.css"`, which Vite
// bundles): Node gets an empty module for each .css file. Register before importing them.
import { register } from "node:module";

const hook = `export async function load(url, context, next) {
  if (url.endsWith(".css")) return { format: "module", source: "", shortCircuit: true };
  return next(url, context);
}`;

register(`data:text/javascript,${encodeURIComponent(hook)}`);
