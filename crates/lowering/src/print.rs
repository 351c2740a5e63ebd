//! `tl.device_print`: one printf call per element, in upstream's GPU line format
//! (`pid (x, y, z) idx (i, j) prefix: value`). Each element is printed by the thread that holds
//! it, once; scalars once per program. How a target passes printf's arguments comes from
//! `PrintfAbi`: CUDA's `vprintf` takes them packed in a local buffer, MUSA's device printf and
//! the host's libc take C variadic arguments.

use crate::host::HostLowering;
use std::fmt::Write;
use tm_frontend::tile_ir::*;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PrintfAbi {
    /// `i32 vprintf(ptr format, ptr args)`, the arguments in a buffer, each at its natural
    /// alignment (NVIDIA's device runtime).
    Vprintf,
    /// `i32 printf(ptr format, ...)`.
    Variadic,
}

/// Digits printed for an index along a dimension of `n` elements (upstream pads to
/// ceil(log10(n))).
fn index_width(n: i64) -> usize {
    if n <= 1 {
        0
    } else {
        ((n as f64).log10().ceil()) as usize
    }
}

/// The printf conversion for one value of `dtype`.
fn value_format(dtype: &DType, hex: bool) -> String {
    let s = match dtype {
        DType::Ptr(_) => return "%p".into(),
        DType::Scalar(s) => *s,
    };
    let bits = s.bits();
    if hex {
        return format!("0x%0{}{}x", bits / 4, if bits > 32 { "ll" } else { "" });
    }
    if s.is_float() {
        return "%f".into();
    }
    let conv = if s.is_signed_int() { "i" } else { "u" };
    format!("%{}{conv}", if bits > 32 { "ll" } else { "" })
}

/// MLIR string-attribute spelling of `text` plus its terminating NUL, and its length in bytes.
fn c_string(text: &str) -> (String, usize) {
    let mut out = String::new();
    for b in text.bytes().chain(std::iter::once(0)) {
        if b.is_ascii_alphanumeric() || b" ()%,:._-".contains(&b) {
            out.push(b as char);
        } else {
            write!(out, "\\{b:02X}").unwrap();
        }
    }
    (out, text.len() + 1)
}

impl<'f> HostLowering<'f> {
    pub(crate) fn print_op(&mut self, prefix: &str, hex: bool, args: &[ValueId]) -> Result<(), String> {
        const PID: &str = "pid (%u, %u, %u)";
        let pids: Vec<(String, String)> = (0..3).map(|a| (format!("%pid{a}"), "i32".to_string())).collect();
        if args.is_empty() {
            let fmt = format!("{PID}{prefix}\n");
            self.once_per_program(|l| l.printf(&fmt, pids.clone()))?;
        }
        for (i, &a) in args.iter().enumerate() {
            let ty = self.f.ty(a).clone();
            let operand = if args.len() > 1 { format!("(operand {i}) ") } else { String::new() };
            let idx: Vec<String> = ty.shape.iter().map(|&d| format!("%{}u", index_width(d))).collect();
            let fmt = format!("{PID} idx ({}){prefix}{operand}{}\n", idx.join(", "), value_format(&ty.dtype, hex));
            if !ty.is_tensor() {
                self.once_per_program(|l| {
                    let v = l.elem(a, &[])?;
                    let mut vals = pids.clone();
                    vals.push(l.printf_value(&v, &ty.dtype, hex));
                    l.printf(&fmt, vals)
                })?;
                continue;
            }
            let vec = self.natural_vec(&ty);
            self.each_element(&ty.shape, vec, |l, idx| {
                let v = l.elem(a, idx)?;
                let mut vals = pids.clone();
                for i in idx {
                    vals.push((l.assign(&format!("arith.index_cast {i} : index to i32")), "i32".into()));
                }
                vals.push(l.printf_value(&v, &ty.dtype, hex));
                l.printf(&fmt, vals)
            })?;
        }
        if self.simt.is_none() {
            // The host's stdout is buffered by libc: flush, so the lines come out in order with
            // Python's own output (and reach a captured file descriptor).
            self.declare("fflush", "(!llvm.ptr) -> i32");
            let null = self.assign("llvm.mlir.zero : !llvm.ptr");
            self.assign(&format!("llvm.call @fflush({null}) : (!llvm.ptr) -> i32"));
        }
        Ok(())
    }

    /// Run `f` once per program: on a GPU by its first thread only.
    fn once_per_program(&mut self, f: impl FnOnce(&mut Self) -> Result<(), String>) -> Result<(), String> {
        if self.simt.is_none() {
            return f(self);
        }
        let zero = self.assign("arith.constant 0 : i32");
        let first = self.assign(&format!("arith.cmpi eq, %tid, {zero} : i32"));
        self.line(&format!("scf.if {first} {{"));
        self.indent += 1;
        let r = f(self);
        self.indent -= 1;
        self.line("}");
        r
    }

    /// A value widened as C's variadic calls expect (floats to double, small integers to i32),
    /// or its bits for `hex`.
    fn printf_value(&mut self, v: &str, dtype: &DType, hex: bool) -> (String, String) {
        let s = match dtype {
            DType::Ptr(_) => {
                let t = self.ptr_ty.clone();
                return (self.assign(&format!("llvm.ptrtoint {v} : {t} to i64")), "i64".into());
            }
            DType::Scalar(s) => *s,
        };
        let bits = s.bits();
        let mut v = v.to_string();
        // narrow signed integers are sign-extended, in hex too (as upstream prints them)
        let mut signed = s.is_signed_int();
        if s.is_float() {
            if !hex {
                if bits < 64 {
                    v = self.assign(&format!("arith.extf {v} : {} to f64", crate::mlir_types::scalar_type(s)));
                }
                return (v, "f64".into());
            }
            v = self.assign(&format!("arith.bitcast {v} : {} to i{bits}", crate::mlir_types::scalar_type(s)));
            signed = false;
        }
        if bits > 32 {
            return (v, "i64".into());
        }
        if bits < 32 {
            let ext = if signed { "extsi" } else { "extui" };
            v = self.assign(&format!("arith.{ext} {v} : i{bits} to i32"));
        }
        (v, "i32".into())
    }

    /// The address (generic space) of a NUL-terminated constant string.
    fn c_string_ptr(&mut self, text: &str) -> String {
        let n = self.strings.len();
        let (body, len) = c_string(text);
        let space = if self.simt.is_some() { 1 } else { 0 };
        self.strings.push(format!(
            "  llvm.mlir.global internal constant @tm_str{n}(\"{body}\") {{addr_space = {space} : i32}} : !llvm.array<{len} x i8>"
        ));
        if space == 0 {
            return self.assign(&format!("llvm.mlir.addressof @tm_str{n} : !llvm.ptr"));
        }
        let g = self.assign(&format!("llvm.mlir.addressof @tm_str{n} : !llvm.ptr<{space}>"));
        self.assign(&format!("llvm.addrspacecast {g} : !llvm.ptr<{space}> to !llvm.ptr"))
    }

    /// One printf call with `vals` (SSA name, type) after the format.
    fn printf(&mut self, fmt: &str, vals: Vec<(String, String)>) -> Result<(), String> {
        let abi = self.simt.as_ref().map(|i| i.printf).unwrap_or(Some(PrintfAbi::Variadic));
        let f = self.c_string_ptr(fmt);
        match abi {
            None => return Err("tl.device_print is not available on this target".into()),
            Some(PrintfAbi::Variadic) => {
                self.declare("printf", "(!llvm.ptr, ...) -> i32");
                let names: Vec<&str> = vals.iter().map(|(n, _)| n.as_str()).collect();
                let tys: Vec<&str> = vals.iter().map(|(_, t)| t.as_str()).collect();
                self.assign(&format!(
                    "llvm.call @printf({f}, {}) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, {}) -> i32",
                    names.join(", "),
                    tys.join(", ")
                ));
            }
            Some(PrintfAbi::Vprintf) => {
                self.declare("vprintf", "(!llvm.ptr, !llvm.ptr) -> i32");
                let tys: Vec<&str> = vals.iter().map(|(_, t)| t.as_str()).collect();
                let st = format!("!llvm.struct<({})>", tys.join(", "));
                // In the entry block: an alloca inside a loop would be a dynamic one.
                self.next += 1;
                let buf = format!("%pbuf{}", self.next);
                writeln!(self.prologue, "    {buf}_n = llvm.mlir.constant(1 : i32) : i32").unwrap();
                writeln!(self.prologue, "    {buf} = llvm.alloca {buf}_n x {st} : (i32) -> !llvm.ptr").unwrap();
                for (k, (v, t)) in vals.iter().enumerate() {
                    let p = self.assign(&format!("llvm.getelementptr {buf}[0, {k}] : (!llvm.ptr) -> !llvm.ptr, {st}"));
                    self.line(&format!("llvm.store {v}, {p} : {t}, !llvm.ptr"));
                }
                self.assign(&format!("llvm.call @vprintf({f}, {buf}) : (!llvm.ptr, !llvm.ptr) -> i32"));
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn formats_follow_upstream() {
        assert_eq!(index_width(1), 0);
        assert_eq!(index_width(128), 3);
        assert_eq!(index_width(100), 2);
        assert_eq!(value_format(&DType::Scalar(Scalar::F16), false), "%f");
        assert_eq!(value_format(&DType::Scalar(Scalar::I64), false), "%lli");
        assert_eq!(value_format(&DType::Scalar(Scalar::U32), false), "%u");
        assert_eq!(value_format(&DType::Scalar(Scalar::I32), true), "0x%08x");
        assert_eq!(value_format(&DType::Scalar(Scalar::I64), true), "0x%016llx");
        assert_eq!(c_string("a: %f\n").0, "a: %f\\0A\\00");
    }
}
