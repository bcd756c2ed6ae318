export * from "./dist/utils";
