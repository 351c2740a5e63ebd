#!/usr/bin/env bash
# Builds target/llvm-prefix: a view of Debian's LLVM/MLIR 19 that offers only static
# archives, so mlir-sys and llvm-sys link everything statically and the built
# extension needs no libLLVM/libMLIR/libz3 at run time.
set -euo pipefail
real=${LLVM_REAL_PREFIX:-/usr/lib/llvm-19}
root=$(cd "$(dirname "$0")/.." && pwd)
prefix=$root/target/llvm-prefix
[ -x "$prefix/bin/llvm-config" ] && [ -f "$prefix/lib/libMLIR.a" ] && { echo "$prefix"; exit 0; }
rm -rf "$prefix"; mkdir -p "$prefix/bin" "$prefix/lib"
ln -s "$real/include" "$prefix/include"
for a in "$real"/lib/libLLVM*.a "$real"/lib/libMLIR*.a "$real"/lib/libPolly*.a; do ln -s "$a" "$prefix/lib/"; done
# mlir-sys also asks for -lMLIR (the shared library): an empty archive satisfies it.
ar rc "$prefix/lib/libMLIR.a"
cat > "$prefix/bin/llvm-config" <<EOS
#!/usr/bin/env bash
case " \$* " in
  *" --libdir "*) echo "$prefix/lib"; exit 0;;
  *" --system-libs "*) "$real/bin/llvm-config" "\$@" | tr ' ' '\n' | grep -v -e z3 -e xml2 | tr '\n' ' '; echo; exit 0;;
esac
exec "$real/bin/llvm-config" "\$@"
EOS
chmod +x "$prefix/bin/llvm-config"
for t in mlir-tblgen llvm-tblgen; do ln -s "$real/bin/$t" "$prefix/bin/$t"; done
echo "$prefix"
