//! LLVM IR text as LLVM 14 reads it. The MUSA toolkit's `llc` is LLVM-14 based, while this
//! compiler prints with LLVM 19: newer flags and attributes are dropped or spelled the old way,
//! and what cannot be expressed is an error instead of a toolkit failure later.

use regex::{Captures, Regex};
use std::sync::OnceLock;

struct Rules {
    cast_nneg: Regex,
    or_disjoint: Regex,
    icmp_samesign: Regex,
    trunc_flags: Regex,
    gep_flags: Regex,
    range_attr: Regex,
    captures_none: Regex,
    captures_any: Regex,
    nofpclass: Regex,
    initializes: Regex,
    new_attrs: Regex,
    memory: Regex,
    splat: Regex,
    kernel_cc: Regex,
    inner_spaces: Regex,
}

fn rules() -> &'static Rules {
    static RULES: OnceLock<Rules> = OnceLock::new();
    RULES.get_or_init(|| {
        let r = |s: &str| Regex::new(s).unwrap();
        Rules {
            cast_nneg: r(r"\b(zext|uitofp) nneg\b"),
            or_disjoint: r(r"\bor disjoint\b"),
            icmp_samesign: r(r"\bicmp samesign\b"),
            trunc_flags: r(r"\btrunc (?:(?:nuw|nsw) )+"),
            gep_flags: r(r"\bgetelementptr (inbounds )?(?:(?:nusw|nuw|inrange) )+"),
            range_attr: r(r"\brange\(i\d+ -?\d+, -?\d+\) ?"),
            captures_none: r(r"\bcaptures\(none\)"),
            captures_any: r(r"\bcaptures\([^)]*\) ?"),
            nofpclass: r(r"\bnofpclass\([^)]*\) ?"),
            initializes: r(r"\binitializes\((?:\(-?\d+, -?\d+\)(?:, )?)+\) ?"),
            new_attrs: r(r"(\s)(?:nocallback|nocreateundeforpoison|mustprogress|speculatable|willreturn|writable|dead_on_unwind|dead_on_return)\b"),
            memory: r(r"\bmemory\(([^)]*)\)"),
            splat: r(r"<(\d+) x ([^<>]+)> splat \(([^()]+)\)"),
            // 102 prints as an AArch64 convention in stock LLVM 19.
            kernel_cc: r(r"\baarch64_sme_preservemost_from_x0\b"),
            inner_spaces: r(r"(\S)  +"),
        }
    })
}

#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Access {
    None,
    Read,
    Write,
    ReadWrite,
}

fn access(s: &str) -> Option<Access> {
    Some(match s.trim() {
        "none" => Access::None,
        "read" => Access::Read,
        "write" => Access::Write,
        "readwrite" => Access::ReadWrite,
        _ => return None,
    })
}

/// `memory(...)` in the pre-LLVM-16 attributes; an empty string when there is no exact old form
/// (dropping the attribute only loses an optimisation hint).
fn old_memory_attrs(spec: &str) -> String {
    let (mut argmem, mut inaccessible, mut other) = (None, None, None);
    let mut default = Access::None; // locations not named are not accessed
    for part in spec.split(',') {
        match part.split_once(':') {
            Some((loc, a)) => {
                let Some(a) = access(a) else { return String::new() };
                match loc.trim() {
                    "argmem" => argmem = Some(a),
                    "inaccessiblemem" => inaccessible = Some(a),
                    _ => other = Some(a),
                }
            }
            None => match access(part) {
                Some(a) => default = a,
                None => return String::new(),
            },
        }
    }
    let (arg, inacc, rest) = (argmem.unwrap_or(default), inaccessible.unwrap_or(default), other.unwrap_or(default));
    let all = [arg, inacc, rest];
    let kind = |accs: &[Access]| -> Option<&'static str> {
        let worst = accs.iter().copied().filter(|a| *a != Access::None).max()?;
        if accs.iter().all(|a| *a == Access::None || *a == worst) {
            match worst {
                Access::Read => Some("readonly"),
                Access::Write => Some("writeonly"),
                _ => Some(""),
            }
        } else {
            Some("")
        }
    };
    let join = |a: &str, b: &str| if b.is_empty() { a.to_string() } else { format!("{a} {b}") };
    if all.iter().all(|a| *a == Access::None) {
        return "readnone".into();
    }
    if rest == Access::None && inacc == Access::None {
        return join("argmemonly", kind(&[arg]).unwrap_or(""));
    }
    if rest == Access::None && arg == Access::None {
        return join("inaccessiblememonly", kind(&[inacc]).unwrap_or(""));
    }
    if rest == Access::None {
        return join("inaccessiblemem_or_argmemonly", kind(&[arg, inacc]).unwrap_or(""));
    }
    match kind(&all) {
        Some(k) if !k.is_empty() => k.to_string(),
        _ => String::new(),
    }
}

/// Constructs LLVM 14 cannot read that have no rewrite here.
const UNSUPPORTED: &[(&str, &str)] = &[
    ("@llvm.minimum.", "llvm.minimum (NaN-propagating min)"),
    ("@llvm.maximum.", "llvm.maximum (NaN-propagating max)"),
    ("@llvm.scmp.", "llvm.scmp"),
    ("@llvm.ucmp.", "llvm.ucmp"),
    ("#dbg_", "debug records"),
];

/// Rewrite LLVM-19 IR text into LLVM-14 syntax.
pub(crate) fn downgrade(text: &str) -> Result<String, String> {
    let r = rules();
    let mut s = r.cast_nneg.replace_all(text, "$1").into_owned();
    s = r.or_disjoint.replace_all(&s, "or").into_owned();
    s = r.icmp_samesign.replace_all(&s, "icmp").into_owned();
    s = r.trunc_flags.replace_all(&s, "trunc ").into_owned();
    s = r.gep_flags.replace_all(&s, "getelementptr $1").into_owned();
    s = r.range_attr.replace_all(&s, "").into_owned();
    s = r.captures_none.replace_all(&s, "nocapture").into_owned();
    s = r.captures_any.replace_all(&s, "").into_owned();
    s = r.nofpclass.replace_all(&s, "").into_owned();
    s = r.initializes.replace_all(&s, "").into_owned();
    s = r.new_attrs.replace_all(&s, "$1").into_owned();
    s = r.memory.replace_all(&s, |c: &Captures| old_memory_attrs(&c[1])).into_owned();
    s = r
        .splat
        .replace_all(&s, |c: &Captures| {
            let n: usize = c[1].parse().unwrap_or(1);
            let elems = vec![c[3].trim().to_string(); n].join(", ");
            format!("<{} x {}> <{elems}>", &c[1], &c[2])
        })
        .into_owned();
    s = r.kernel_cc.replace_all(&s, "cc 102").into_owned();
    // Removed attributes leave runs of blanks (indentation is kept).
    s = r.inner_spaces.replace_all(&s, "$1 ").into_owned();
    for (needle, what) in UNSUPPORTED {
        if s.contains(needle) {
            return Err(format!(
                "internal compiler error: the MUSA IR uses {what}, which the toolkit's LLVM-14-based llc cannot read"
            ));
        }
    }
    Ok(s)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn drops_flags_newer_than_llvm14() {
        let ir = "  %a = zext nneg i32 %x to i64\n  %b = or disjoint i64 %a, 1\n  %c = trunc nuw nsw i64 %b to i32\n  %p = getelementptr inbounds nuw float, ptr addrspace(1) %q, i64 %a\n  %z = uitofp nneg i32 %x to float\n";
        let out = downgrade(ir).unwrap();
        assert_eq!(
            out,
            "  %a = zext i32 %x to i64\n  %b = or i64 %a, 1\n  %c = trunc i64 %b to i32\n  %p = getelementptr inbounds float, ptr addrspace(1) %q, i64 %a\n  %z = uitofp i32 %x to float\n"
        );
    }

    #[test]
    fn memory_attributes_take_their_old_names() {
        assert_eq!(old_memory_attrs("none"), "readnone");
        assert_eq!(old_memory_attrs("read"), "readonly");
        assert_eq!(old_memory_attrs("argmem: readwrite"), "argmemonly");
        assert_eq!(old_memory_attrs("argmem: read"), "argmemonly readonly");
        assert_eq!(old_memory_attrs("inaccessiblemem: readwrite"), "inaccessiblememonly");
        assert_eq!(old_memory_attrs("argmem: readwrite, inaccessiblemem: readwrite"), "inaccessiblemem_or_argmemonly");
        assert_eq!(old_memory_attrs("read, argmem: readwrite"), "");
        let out =
            downgrade("attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }\n")
                .unwrap();
        assert_eq!(out, "attributes #0 = { nofree nosync nounwind readnone }\n");
    }

    #[test]
    fn splats_parameter_attributes_and_the_kernel_convention() {
        let out = downgrade("define aarch64_sme_preservemost_from_x0 void @k(ptr addrspace(1) noalias nocapture readonly range(i32 0, 8) %p, <2 x i32> %v) {\n  %s = add <2 x i32> %v, <2 x i32> splat (i32 1)\n  ret void\n}\n").unwrap();
        assert!(out.starts_with("define cc 102 void @k(ptr addrspace(1) noalias nocapture readonly %p"), "{out}");
        assert!(out.contains("<2 x i32> <i32 1, i32 1>"), "{out}");
    }

    #[test]
    fn unsupported_intrinsics_are_named() {
        let e = downgrade("  %m = call float @llvm.maximum.f32(float %a, float %b)\n").unwrap_err();
        assert!(e.contains("llvm.maximum"), "{e}");
    }
}
