#!/usr/bin/env bash
# Checks the signature of each envelope of a PatchProof in-toto bundle (patchproof receipt
# export --format in-toto) with standard tools alone: jq, base64 and OpenSSL 3 (Ed25519 over
# the DSSE PAE). It checks signatures only; `patchproof receipt verify` also checks the
# statements and compares them with the receipt.
# usage: scripts/verify-in-toto-openssl.sh <bundle.intoto.jsonl> <file with the vkey line>
set -euo pipefail
bundle=$(realpath "$1"); vkey=$(head -n 1 "$2")
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT; cd "$work"
# The vkey is <name>+<hash>+<base64(0x01 || 32-byte Ed25519 key)>: wrap the key as SPKI DER.
{ printf '\x30\x2a\x30\x05\x06\x03\x2b\x65\x70\x03\x21\x00'; printf '%s' "${vkey#*+*+}" | base64 -d | tail -c 32; } \
  | openssl pkey -pubin -inform DER -out key.pem
n=0
while IFS= read -r line; do
  n=$((n + 1))
  type=$(jq -r .payloadType <<<"$line")
  jq -r .payload <<<"$line" | base64 -d > body.bin
  jq -r '.signatures[0].sig' <<<"$line" | base64 -d > sig.bin
  # DSSE PAE: "DSSEv1" SP len(type) SP type SP len(body) SP body
  { printf 'DSSEv1 %d %s %d ' "${#type}" "$type" "$(stat -c %s body.bin)"; cat body.bin; } > pae.bin
  if ! openssl pkeyutl -verify -pubin -inkey key.pem -rawin -in pae.bin -sigfile sig.bin >/dev/null; then
    echo "envelope $n: signature does NOT verify"; exit 1
  fi
  echo "envelope $n: signature OK; $(jq -r '.predicateType + " " + (.predicate.result // .predicate.verdict)' body.bin)"
done < "$bundle"
