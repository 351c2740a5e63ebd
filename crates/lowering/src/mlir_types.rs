//! Spelling of tile types and constants in MLIR's textual syntax.

use tm_frontend::tile_ir::*;

pub fn scalar_type(s: Scalar) -> String {
    match s {
        Scalar::I1 => "i1",
        Scalar::I8 | Scalar::U8 => "i8",
        Scalar::I16 | Scalar::U16 => "i16",
        Scalar::I32 | Scalar::U32 => "i32",
        Scalar::I64 | Scalar::U64 => "i64",
        Scalar::F16 => "f16",
        Scalar::BF16 => "bf16",
        Scalar::F32 => "f32",
        Scalar::F64 => "f64",
        // fp8 values are handled as their bytes; conversions go through f16 (host.rs `cast`).
        Scalar::F8E5M2 | Scalar::F8E4M3 => "i8",
    }
    .to_string()
}

/// Type of an element as an SSA value.
pub fn elem_type(d: &DType) -> String {
    match d {
        DType::Scalar(s) => scalar_type(*s),
        DType::Ptr(_) => "!llvm.ptr".into(),
    }
}

/// Type of an element in global memory (bool is a byte).
pub fn mem_elem_type(d: &DType) -> String {
    match d {
        DType::Scalar(Scalar::I1) => "i8".into(),
        other => elem_type(other),
    }
}

/// Arithmetic type for math functions (f16/bf16 computed in f32).
pub fn math_type(s: Scalar) -> String {
    match s {
        Scalar::F16 | Scalar::BF16 => "f32".into(),
        other => scalar_type(other),
    }
}

/// Buffer type of a tile (pointers are kept as i64).
pub fn memref_type(t: &Type) -> String {
    let dims: Vec<String> = t.shape.iter().map(|d| d.to_string()).collect();
    let e = match &t.dtype {
        DType::Ptr(_) => "i64".to_string(),
        DType::Scalar(s) => scalar_type(*s),
    };
    format!("memref<{}x{}>", dims.join("x"), e)
}

/// Element type of a tile buffer (pointers are kept as i64).
pub fn memref_elem(t: &Type) -> String {
    match &t.dtype {
        DType::Ptr(_) => "i64".to_string(),
        DType::Scalar(s) => scalar_type(*s),
    }
}

pub fn cmp_pred(o: CmpOp, s: Scalar) -> &'static str {
    if s.is_float() {
        match o {
            CmpOp::Eq => "oeq",
            CmpOp::Ne => "une",
            CmpOp::Lt => "olt",
            CmpOp::Le => "ole",
            CmpOp::Gt => "ogt",
            CmpOp::Ge => "oge",
        }
    } else if s.is_unsigned() {
        match o {
            CmpOp::Eq => "eq",
            CmpOp::Ne => "ne",
            CmpOp::Lt => "ult",
            CmpOp::Le => "ule",
            CmpOp::Gt => "ugt",
            CmpOp::Ge => "uge",
        }
    } else {
        match o {
            CmpOp::Eq => "eq",
            CmpOp::Ne => "ne",
            CmpOp::Lt => "slt",
            CmpOp::Le => "sle",
            CmpOp::Gt => "sgt",
            CmpOp::Ge => "sge",
        }
    }
}

/// A float constant as its bit pattern, so inf/nan and exact values survive.
pub fn float_hex(x: f64, s: Scalar) -> String {
    match s {
        Scalar::F64 => format!("0x{:016X}", x.to_bits()),
        Scalar::F32 => format!("0x{:08X}", (x as f32).to_bits()),
        Scalar::F16 => format!("0x{:04X}", f32_to_f16_bits(x as f32)),
        Scalar::BF16 => format!("0x{:04X}", f32_to_bf16_bits(x as f32)),
        s if s.is_fp8() => format!("{}", s.fp8_bits(x) as i8),
        _ => format!("{x}"),
    }
}

/// `value : type` for an `arith.constant`.
pub fn const_attr(c: Const, s: Scalar) -> String {
    let t = scalar_type(s);
    match c {
        Const::Float(f) if s.is_float() => format!("{} : {t}", float_hex(f, s)),
        Const::Int(i) if s.is_float() => format!("{} : {t}", float_hex(i as f64, s)),
        _ if s == Scalar::I1 => format!("{}", i_of(c) != 0),
        Const::Float(f) => format!("{} : {t}", wrap(f as i64, s.bits())),
        Const::Int(i) => format!("{} : {t}", wrap(i, s.bits())),
    }
}

fn i_of(c: Const) -> i64 {
    match c {
        Const::Int(i) => i,
        Const::Float(f) => f as i64,
    }
}

/// The value as a signed integer of `bits` width (two's complement wrap).
fn wrap(v: i64, bits: u32) -> i64 {
    if bits >= 64 {
        v
    } else {
        let shift = 64 - bits;
        (v << shift) >> shift
    }
}

pub fn f32_to_bf16_bits(x: f32) -> u16 {
    let b = x.to_bits();
    if x.is_nan() {
        return 0x7FC0;
    }
    let round = ((b >> 16) & 1) + 0x7FFF;
    ((b + round) >> 16) as u16
}

pub fn f32_to_f16_bits(x: f32) -> u16 {
    let b = x.to_bits();
    let sign = ((b >> 16) & 0x8000) as u16;
    let exp = ((b >> 23) & 0xFF) as i32;
    let man = b & 0x7F_FFFF;
    if exp == 0xFF {
        return sign | 0x7C00 | if man != 0 { 0x200 } else { 0 };
    }
    let e = exp - 127 + 15;
    if e >= 0x1F {
        return sign | 0x7C00;
    }
    if e <= 0 {
        if e < -10 {
            return sign;
        }
        let m = man | 0x80_0000;
        let shift = (14 - e) as u32;
        let half = 1u32 << (shift - 1);
        let rest = m & ((1 << shift) - 1);
        let mut r = m >> shift;
        if rest > half || (rest == half && (r & 1) == 1) {
            r += 1;
        }
        return sign | r as u16;
    }
    let mut r = ((e as u32) << 10) | (man >> 13);
    let rest = man & 0x1FFF;
    if rest > 0x1000 || (rest == 0x1000 && (r & 1) == 1) {
        r += 1;
    }
    sign | r as u16
}
