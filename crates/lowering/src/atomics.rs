//! Atomics (`tl.atomic_*`): each element of the tile is updated once, by the one thread that owns
//! it, where its mask holds; the old values come back through a buffer (shared memory on GPUs)
//! when the kernel reads them. How one element's atomic is spelled differs per target.

use crate::host::{HostLowering, Lowered};
use crate::mlir_types::*;
use std::collections::HashMap;
use tm_frontend::tile_ir::*;

/// How a target spells one atomic.
#[derive(Clone, Debug)]
pub enum AtomicLowering {
    /// LLVM `atomicrmw` / `cmpxchg` with the op's ordering and no sync scope (the host, MUSA).
    /// `fadd_calls` names a function `(generic ptr, T) -> T` doing the float add for a type
    /// (MUSA's libdevice `__mt_atomicAdd_*`).
    Llvm { fadd_calls: Vec<(Scalar, String)> },
    /// PTX `atom` instructions with explicit `.sem` and `.scope`: LLVM's NVPTX backend drops an
    /// `atomicrmw`'s ordering and cannot select fences. `capability` gates the 16-bit forms.
    Ptx { capability: u32 },
}

/// One atomic's operands, as SSA names of one element.
struct ElemArgs<'a> {
    kind: AtomicKind,
    elem: Scalar,
    ptr: &'a str,
    val: &'a str,
    cmp: Option<&'a str>,
    sem: MemSem,
    scope: MemScope,
}

fn llvm_ordering(sem: MemSem) -> &'static str {
    match sem {
        MemSem::Relaxed => "monotonic",
        MemSem::Acquire => "acquire",
        MemSem::Release => "release",
        MemSem::AcqRel => "acq_rel",
    }
}

impl<'f> HostLowering<'f> {
    /// Lower an `OpKind::Atomic` where it stands.
    pub(crate) fn atomic(&mut self, op: &'f Op) -> Result<(), String> {
        let OpKind::Atomic { kind, ptr, val, cmp, mask, sem, scope } = op.kind.clone() else {
            return Err("internal: not an atomic".into());
        };
        let r = op.results[0];
        let ty = self.f.ty(r).clone();
        let elem = ty.dtype.scalar().ok_or("internal: atomic on pointers")?;
        let u = self.uses.get(r);
        let used = !u.users.is_empty() || u.nested;
        let style = match &self.simt {
            Some(info) => info.atomics.clone(),
            None => AtomicLowering::Llvm { fadd_calls: vec![] },
        };
        let one = |l: &mut Self, idx: &[String]| -> Result<String, String> {
            let p = l.elem(ptr, idx)?;
            let v = l.elem(val, idx)?;
            let c = match cmp {
                Some(c) => Some(l.elem(c, idx)?),
                None => None,
            };
            let args = ElemArgs { kind, elem, ptr: &p, val: &v, cmp: c.as_deref(), sem, scope };
            match mask {
                None => l.atomic_elem(&args, &style),
                Some(m) => {
                    let m = l.elem(m, idx)?;
                    let zero = l.constant(Const::Int(0), elem);
                    let t = scalar_type(elem);
                    let res = l.fresh();
                    l.line(&format!("{res} = scf.if {m} -> ({t}) {{"));
                    l.indent += 1;
                    l.memo.push(HashMap::new());
                    let old = l.atomic_elem(&args, &style);
                    l.memo.pop();
                    let old = old?;
                    l.line(&format!("scf.yield {old} : {t}"));
                    l.indent -= 1;
                    l.line("} else {");
                    l.line(&format!("  scf.yield {zero} : {t}"));
                    l.line("}");
                    Ok(res)
                }
            }
        };
        // On the host a program is one thread: a scalar atomic is just done.
        if self.simt.is_none() && ty.shape.is_empty() {
            let old = one(self, &[])?;
            self.vals.insert(r, Lowered::Scalar(old));
            return Ok(());
        }
        let buf = if used {
            let b = self.alloca(&ty);
            // Readers of this buffer's previous contents (an earlier loop iteration) are done.
            self.sync();
            Some(b)
        } else {
            None
        };
        let vec = self.natural_vec(&ty);
        self.each_element(&ty.shape, vec, |l, idx| {
            let old = one(l, idx)?;
            if let Some(b) = &buf {
                l.store_elem(&old, b, idx, &ty);
            }
            Ok(())
        })?;
        if let Some(b) = buf {
            self.sync();
            if ty.shape.is_empty() {
                // A scalar atomic is done by one thread; every thread reads its result.
                let s = self.buf_load_raw(&b, &[], &ty);
                self.vals.insert(r, Lowered::Scalar(s));
            } else {
                self.vals.insert(r, Lowered::Buffer(b));
            }
        }
        Ok(())
    }

    /// One element's atomic, spelled as the target says; returns the old value.
    fn atomic_elem(&mut self, a: &ElemArgs, style: &AtomicLowering) -> Result<String, String> {
        match style {
            AtomicLowering::Llvm { fadd_calls } => self.atomic_llvm(a, fadd_calls),
            AtomicLowering::Ptx { capability } => self.atomic_ptx(a, *capability),
        }
    }

    fn atomic_llvm(&mut self, a: &ElemArgs, fadd_calls: &[(Scalar, String)]) -> Result<String, String> {
        let pt = self.ptr_ty.clone();
        let ord = llvm_ordering(a.sem);
        let t = scalar_type(a.elem);
        if a.kind == AtomicKind::Add && a.elem.is_float() {
            if let Some((_, f)) = fadd_calls.iter().find(|(s, _)| *s == a.elem) {
                let g = self.assign(&format!("llvm.addrspacecast {} : {pt} to !llvm.ptr", a.ptr));
                return Ok(self.call(f, &[g, a.val.to_string()], &["!llvm.ptr", &t], &t));
            }
            return Ok(self.assign(&format!("llvm.atomicrmw fadd {}, {} {ord} : {pt}, {t}", a.ptr, a.val)));
        }
        // Everything else works on the integer of the same width.
        let it = format!("i{}", a.elem.bits());
        let as_int = |l: &mut Self, v: &str| {
            if a.elem.is_float() {
                l.assign(&format!("arith.bitcast {v} : {t} to {it}"))
            } else {
                v.to_string()
            }
        };
        let v = as_int(self, a.val);
        let old = if a.kind == AtomicKind::Cas {
            let c = as_int(self, a.cmp.ok_or("internal: cas without a comparand")?);
            let pair = self.assign(&format!("llvm.cmpxchg {}, {c}, {v} {ord} monotonic : {pt}, {it}", a.ptr));
            self.assign(&format!("llvm.extractvalue {pair}[0] : !llvm.struct<({it}, i1)>"))
        } else {
            let unsigned = a.elem.is_unsigned();
            let op = match a.kind {
                AtomicKind::Add => "add",
                AtomicKind::Max if unsigned => "umax",
                AtomicKind::Max => "max",
                AtomicKind::Min if unsigned => "umin",
                AtomicKind::Min => "min",
                AtomicKind::And => "_and",
                AtomicKind::Or => "_or",
                AtomicKind::Xor => "_xor",
                AtomicKind::Xchg => "xchg",
                AtomicKind::Cas => unreachable!(),
            };
            self.assign(&format!("llvm.atomicrmw {op} {}, {v} {ord} : {pt}, {it}", a.ptr))
        };
        Ok(if a.elem.is_float() { self.assign(&format!("arith.bitcast {old} : {it} to {t}")) } else { old })
    }

    fn atomic_ptx(&mut self, a: &ElemArgs, capability: u32) -> Result<String, String> {
        let bits = a.elem.bits();
        let t = scalar_type(a.elem);
        let unsigned = a.elem.is_unsigned();
        let half = bits == 16;
        let (op, ptx_ty) = match (a.kind, a.elem) {
            (AtomicKind::Add, Scalar::F16) => ("add.noftz", "f16"),
            (AtomicKind::Add, Scalar::BF16) => ("add.noftz", "bf16"),
            (AtomicKind::Add, s) if s.is_float() => ("add", if bits == 64 { "f64" } else { "f32" }),
            (AtomicKind::Add, _) => ("add", if bits == 64 { "u64" } else { "u32" }),
            (AtomicKind::Max | AtomicKind::Min, _) => {
                let op = if a.kind == AtomicKind::Max { "max" } else { "min" };
                let ty = match (unsigned, bits) {
                    (true, 64) => "u64",
                    (true, _) => "u32",
                    (false, 64) => "s64",
                    (false, _) => "s32",
                };
                (op, ty)
            }
            (AtomicKind::And, _) => ("and", if bits == 64 { "b64" } else { "b32" }),
            (AtomicKind::Or, _) => ("or", if bits == 64 { "b64" } else { "b32" }),
            (AtomicKind::Xor, _) => ("xor", if bits == 64 { "b64" } else { "b32" }),
            (AtomicKind::Xchg, _) => ("exch", if bits == 64 { "b64" } else { "b32" }),
            (AtomicKind::Cas, _) => (
                "cas",
                if bits == 64 {
                    "b64"
                } else if half {
                    "b16"
                } else {
                    "b32"
                },
            ),
        };
        let need = match ptx_ty {
            "bf16" => 90,
            _ if half => 70,
            _ => 0,
        };
        if capability < need {
            return Err(format!(
                "tl.atomic_{} on {} needs sm_{need} or newer (this target is sm_{capability})",
                format!("{:?}", a.kind).to_lowercase(),
                a.elem.tl_name()
            ));
        }
        // Memory semantics and scopes on atom exist from sm_70 on; before, atom is relaxed. Scope
        // before semantics, as upstream spells it (ptxas takes either order; tools grep for it).
        let qual = if capability >= 70 { format!(".{}.{}", a.scope.name(), a.sem.name()) } else { String::new() };
        // Operands travel as integers of the element's width, except f32/f64 adds.
        let (reg_ty, letter) = match (bits, ptx_ty) {
            (_, "f32") => (t.clone(), "f"),
            (_, "f64") => (t.clone(), "d"),
            (16, _) => ("i16".to_string(), "h"),
            (64, _) => ("i64".to_string(), "l"),
            _ => ("i32".to_string(), "r"),
        };
        let to_reg = |l: &mut Self, v: &str| {
            if reg_ty != t {
                l.assign(&format!("arith.bitcast {v} : {t} to {reg_ty}"))
            } else {
                v.to_string()
            }
        };
        let pt = self.ptr_ty.clone();
        let addr = self.assign(&format!("llvm.ptrtoint {} : {pt} to i64", a.ptr));
        let v = to_reg(self, a.val);
        let (asm, operands, tys) = if a.kind == AtomicKind::Cas {
            let c = to_reg(self, a.cmp.ok_or("internal: cas without a comparand")?);
            (
                format!("atom.global{qual}.{op}.{ptx_ty} $0, [$1], $2, $3;"),
                vec![addr, c, v],
                vec!["i64".to_string(), reg_ty.clone(), reg_ty.clone()],
            )
        } else {
            (
                format!("atom.global{qual}.{op}.{ptx_ty} $0, [$1], $2;"),
                vec![addr, v],
                vec!["i64".to_string(), reg_ty.clone()],
            )
        };
        let mut constraints = format!("={letter},l,{letter}");
        if a.kind == AtomicKind::Cas {
            constraints += &format!(",{letter}");
        }
        constraints += ",~{memory}";
        let old = self.assign(&format!(
            "llvm.inline_asm has_side_effects \"{asm}\", \"{constraints}\" {} : ({}) -> {reg_ty}",
            operands.join(", "),
            tys.join(", ")
        ));
        Ok(if reg_ty != t { self.assign(&format!("arith.bitcast {old} : {reg_ty} to {t}")) } else { old })
    }
}
