#!deno run
import destr from "https://deno.land/x/destr/src/index.ts";

console.log(destr("{ \"deno\": \"yay\" }"));
