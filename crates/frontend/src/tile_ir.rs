//! The typed tile program: SSA values that are scalars or statically shaped tiles.
//! It is plain data, so passes and tests can build and rewrite it by hand.

use std::fmt;

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Scalar {
    I1,
    I8,
    I16,
    I32,
    I64,
    U8,
    U16,
    U32,
    U64,
    F16,
    BF16,
    F32,
    F64,
    /// fp8 e5m2 (Triton's `fp8e5`), kept as its byte.
    F8E5M2,
    /// fp8 e4m3 without infinities (Triton's `fp8e4nv`, torch's `float8_e4m3fn`), kept as its byte.
    F8E4M3,
}

impl Scalar {
    pub fn from_name(name: &str) -> Option<Scalar> {
        use Scalar::*;
        Some(match name {
            "i1" | "int1" | "bool" => I1,
            "i8" | "int8" => I8,
            "i16" | "int16" => I16,
            "i32" | "int32" => I32,
            "i64" | "int64" => I64,
            "u8" | "uint8" => U8,
            "u16" | "uint16" => U16,
            "u32" | "uint32" => U32,
            "u64" | "uint64" => U64,
            "fp16" | "float16" => F16,
            "bf16" | "bfloat16" => BF16,
            "fp32" | "float32" => F32,
            "fp64" | "float64" => F64,
            "fp8e5" | "float8e5" | "float8_e5m2" => F8E5M2,
            "fp8e4nv" | "float8e4nv" | "float8_e4m3fn" => F8E4M3,
            _ => return None,
        })
    }

    /// Triton's short name (as in signatures: `fp32`, `i32`).
    pub fn name(self) -> &'static str {
        use Scalar::*;
        match self {
            I1 => "i1",
            I8 => "i8",
            I16 => "i16",
            I32 => "i32",
            I64 => "i64",
            U8 => "u8",
            U16 => "u16",
            U32 => "u32",
            U64 => "u64",
            F16 => "fp16",
            BF16 => "bf16",
            F32 => "fp32",
            F64 => "fp64",
            F8E5M2 => "fp8e5",
            F8E4M3 => "fp8e4nv",
        }
    }

    /// The `tl` spelling (`float32`, `int32`), used in messages.
    pub fn tl_name(self) -> &'static str {
        use Scalar::*;
        match self {
            I1 => "int1",
            I8 => "int8",
            I16 => "int16",
            I32 => "int32",
            I64 => "int64",
            U8 => "uint8",
            U16 => "uint16",
            U32 => "uint32",
            U64 => "uint64",
            F16 => "float16",
            BF16 => "bfloat16",
            F32 => "float32",
            F64 => "float64",
            F8E5M2 => "float8e5",
            F8E4M3 => "float8e4nv",
        }
    }

    pub fn bits(self) -> u32 {
        use Scalar::*;
        match self {
            I1 => 1,
            I8 | U8 | F8E5M2 | F8E4M3 => 8,
            I16 | U16 | F16 | BF16 => 16,
            I32 | U32 | F32 => 32,
            I64 | U64 | F64 => 64,
        }
    }

    /// Bytes an element takes in memory (bool is stored as one byte).
    pub fn mem_bytes(self) -> u32 {
        self.bits().max(8) / 8
    }

    pub fn is_float(self) -> bool {
        matches!(self, Scalar::F16 | Scalar::BF16 | Scalar::F32 | Scalar::F64 | Scalar::F8E5M2 | Scalar::F8E4M3)
    }

    pub fn is_fp8(self) -> bool {
        matches!(self, Scalar::F8E5M2 | Scalar::F8E4M3)
    }

    /// The bits of the fp8 value nearest to `x` (ties to even), NaN kept, as torch converts:
    /// e5m2 overflows to infinity, e4m3 (no infinities) saturates at ±448.
    pub fn fp8_bits(self, x: f64) -> u8 {
        let (mant_bits, bias, max_exp_field) = match self {
            Scalar::F8E5M2 => (2i32, 15i32, 30i32),
            _ => (3, 7, 15),
        };
        let sign = if x.is_sign_negative() { 0x80u8 } else { 0 };
        if x.is_nan() {
            return 0x7F;
        }
        let a = x.abs();
        let overflow = if self == Scalar::F8E5M2 { sign | 0x7C } else { sign | 0x7E };
        if a.is_infinite() {
            return overflow;
        }
        // Scale to units of the smallest subnormal, round to even, then split.
        let min_exp = 1 - bias - mant_bits; // exponent of the smallest subnormal
        let mut e = if a == 0.0 { min_exp } else { (a.log2().floor() as i32 - mant_bits).max(min_exp) };
        let mut q = (a / 2f64.powi(e)).round_ties_even() as i64;
        if q >= 1 << (mant_bits + 1) {
            q >>= 1;
            e += 1;
        }
        if q == 0 {
            return sign;
        }
        let (field, mant) = if q < 1 << mant_bits { (0, q) } else { (e - min_exp + 1, q - (1 << mant_bits)) };
        let largest_mant = if self == Scalar::F8E4M3 && field == max_exp_field { 6 } else { (1 << mant_bits) - 1 };
        if field > max_exp_field || (field == max_exp_field && mant > largest_mant) {
            return overflow;
        }
        sign | ((field as u8) << mant_bits) | mant as u8
    }

    pub fn is_int(self) -> bool {
        !self.is_float()
    }

    pub fn is_bool(self) -> bool {
        self == Scalar::I1
    }

    pub fn is_unsigned(self) -> bool {
        matches!(self, Scalar::U8 | Scalar::U16 | Scalar::U32 | Scalar::U64 | Scalar::I1)
    }

    pub fn is_signed_int(self) -> bool {
        self.is_int() && !self.is_unsigned()
    }

    pub fn int_of_width(bits: u32, unsigned: bool) -> Scalar {
        use Scalar::*;
        match (bits, unsigned) {
            (1, _) => I1,
            (8, false) => I8,
            (16, false) => I16,
            (32, false) => I32,
            (64, false) => I64,
            (8, true) => U8,
            (16, true) => U16,
            (32, true) => U32,
            _ => U64,
        }
    }
}

#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum DType {
    Scalar(Scalar),
    /// Pointer to elements of the inner type (global address space).
    Ptr(Box<DType>),
}

impl DType {
    pub fn scalar(&self) -> Option<Scalar> {
        match self {
            DType::Scalar(s) => Some(*s),
            DType::Ptr(_) => None,
        }
    }
    pub fn is_ptr(&self) -> bool {
        matches!(self, DType::Ptr(_))
    }
    pub fn pointee(&self) -> Option<&DType> {
        match self {
            DType::Ptr(e) => Some(e),
            _ => None,
        }
    }
    pub fn is_float(&self) -> bool {
        self.scalar().is_some_and(Scalar::is_float)
    }
    pub fn is_int(&self) -> bool {
        self.scalar().is_some_and(Scalar::is_int)
    }
    pub fn is_bool(&self) -> bool {
        self.scalar() == Some(Scalar::I1)
    }
    /// A scalar's name, or `pointer<elem>` (the name of upstream's `tl.pointer_type`).
    pub fn from_name(name: &str) -> Option<DType> {
        match name.strip_prefix("pointer<").and_then(|r| r.strip_suffix('>')) {
            Some(elem) => Some(DType::Ptr(Box::new(DType::Scalar(Scalar::from_name(elem)?)))),
            None => Scalar::from_name(name).map(DType::Scalar),
        }
    }
    pub fn tl_name(&self) -> String {
        match self {
            DType::Scalar(s) => s.tl_name().to_string(),
            DType::Ptr(e) => format!("pointer<{}>", e.tl_name()),
        }
    }
}

impl fmt::Display for DType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DType::Scalar(s) => write!(f, "{}", s.name()),
            DType::Ptr(e) => write!(f, "!tt.ptr<{e}>"),
        }
    }
}

/// A value's type: an element type and a static shape (empty for scalars).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Type {
    pub dtype: DType,
    pub shape: Vec<i64>,
}

impl Type {
    pub fn scalar(dtype: DType) -> Type {
        Type { dtype, shape: vec![] }
    }
    pub fn tensor(dtype: DType, shape: Vec<i64>) -> Type {
        Type { dtype, shape }
    }
    pub fn is_tensor(&self) -> bool {
        !self.shape.is_empty()
    }
    pub fn numel(&self) -> i64 {
        self.shape.iter().product()
    }
    pub fn with_dtype(&self, dtype: DType) -> Type {
        Type { dtype, shape: self.shape.clone() }
    }
    pub fn with_shape(&self, shape: Vec<i64>) -> Type {
        Type { dtype: self.dtype.clone(), shape }
    }
}

impl fmt::Display for Type {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.shape.is_empty() {
            write!(f, "{}", self.dtype)
        } else {
            let dims: Vec<String> = self.shape.iter().map(|d| d.to_string()).collect();
            write!(f, "tensor<{}x{}>", dims.join("x"), self.dtype)
        }
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct ValueId(pub u32);

impl fmt::Display for ValueId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "%{}", self.0)
    }
}

/// A source position: file index into `Function::files`, 1-based line, 0-based column.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Loc {
    pub file: u32,
    pub line: u32,
    pub col: u32,
}

#[derive(Clone, Copy, PartialEq, Debug)]
pub enum Const {
    Int(i64),
    Float(f64),
}

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum BinOp {
    Add,
    Sub,
    Mul,
    /// True division (floats only); on GPUs f32 may use the fast full-range division, as
    /// upstream's `/` does (`div.full.f32`, 2 ulp).
    Div,
    /// True division rounded to nearest as IEEE specifies (`tl.div_rn`).
    DivRn,
    /// Integer division truncating toward zero; signedness from the operand type.
    IDiv,
    /// Remainder with the dividend's sign (C `%`, `fmod` for floats).
    Rem,
    And,
    Or,
    Xor,
    Shl,
    Shr,
    Min,
    Max,
}

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum CmpOp {
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
}

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum UnOp {
    Neg,
    /// Bitwise not for ints, logical not for bool.
    Not,
    Exp,
    Exp2,
    Log,
    Log2,
    Sqrt,
    Rsqrt,
    Sin,
    Cos,
    Tan,
    Tanh,
    Abs,
    Floor,
    Ceil,
    Erf,
}

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum ReduceKind {
    Sum,
    Max,
    Min,
    ArgMax,
    ArgMin,
    Xor,
    And,
    Or,
}

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum ScanKind {
    Sum,
    Prod,
}

/// Read-modify-write kinds of `OpKind::Atomic`. Signedness (max/min) and int vs float (add)
/// come from the pointee type.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum AtomicKind {
    Add,
    Max,
    Min,
    And,
    Or,
    Xor,
    Xchg,
    /// Compare-and-swap: writes `val` where the old value equals `cmp`.
    Cas,
}

/// Memory ordering of an atomic (Triton's `sem`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum MemSem {
    Relaxed,
    Acquire,
    Release,
    AcqRel,
}

/// Which threads an atomic's ordering is with (Triton's `scope`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum MemScope {
    Cta,
    Gpu,
    Sys,
}

impl MemSem {
    pub fn from_name(s: &str) -> Option<MemSem> {
        Some(match s {
            "relaxed" => MemSem::Relaxed,
            "acquire" => MemSem::Acquire,
            "release" => MemSem::Release,
            "acq_rel" => MemSem::AcqRel,
            _ => return None,
        })
    }
    pub fn name(self) -> &'static str {
        match self {
            MemSem::Relaxed => "relaxed",
            MemSem::Acquire => "acquire",
            MemSem::Release => "release",
            MemSem::AcqRel => "acq_rel",
        }
    }
}

impl MemScope {
    pub fn from_name(s: &str) -> Option<MemScope> {
        Some(match s {
            "cta" => MemScope::Cta,
            "gpu" => MemScope::Gpu,
            "sys" => MemScope::Sys,
            _ => return None,
        })
    }
    pub fn name(self) -> &'static str {
        match self {
            MemScope::Cta => "cta",
            MemScope::Gpu => "gpu",
            MemScope::Sys => "sys",
        }
    }
}

#[derive(Clone, Debug)]
pub enum OpKind {
    Const(Const),
    /// Value of runtime parameter `index` (counting runtime params only).
    Param(usize),
    ProgramId(u8),
    NumPrograms(u8),
    Arange(i64, i64),
    Splat(ValueId),
    /// Expand size-1 dimensions to the result shape (same rank).
    Broadcast(ValueId),
    ExpandDims(ValueId, usize),
    /// Row-major reshape.
    Reshape(ValueId),
    /// Result dimension i is source dimension perm[i].
    Permute(ValueId, Vec<usize>),
    Bin(BinOp, ValueId, ValueId),
    Cmp(CmpOp, ValueId, ValueId),
    /// `a` and `b` (same shape) stacked along a new last dimension of size 2 (`tl.join`).
    Join(ValueId, ValueId),
    /// Part `k` (0 or 1) of a tile whose last dimension has size 2 (`tl.split`).
    SplitPart(ValueId, usize),
    /// `a` then `b` along dimension 0 (`tl.cat`).
    Cat(ValueId, ValueId),
    Un(UnOp, ValueId),
    /// Value conversion to the result element type.
    Cast(ValueId),
    Bitcast(ValueId),
    Select(ValueId, ValueId, ValueId),
    Fma(ValueId, ValueId, ValueId),
    AddPtr(ValueId, ValueId),
    Load {
        ptr: ValueId,
        mask: Option<ValueId>,
        other: Option<ValueId>,
    },
    Store {
        ptr: ValueId,
        value: ValueId,
        mask: Option<ValueId>,
    },
    /// The block at `offsets` (scalar i32, one per dimension) of the tensor descriptor the host
    /// passed as parameter `desc`, for a target's tensor-memory engine. `ptr`, `mask` and `other`
    /// spell the same read as a masked load, which `passes::descriptors` puts in its place on
    /// targets without one.
    DescriptorLoad {
        desc: String,
        offsets: Vec<ValueId>,
        ptr: ValueId,
        mask: Option<ValueId>,
        other: Option<ValueId>,
    },
    /// A tensor map the copy engine reads, written on the device for the descriptor
    /// `tl.make_tensor_descriptor` made (base, int32 sizes, int64 strides in elements of every
    /// dimension but the contiguous last, the block it reads); the result is its address.
    /// `DescriptorLoad`s name it by `name`. `slot` is its place in the program's scratch, set
    /// where a target keeps it (`passes::descriptors`); targets without one drop it.
    MakeTensorMap {
        name: String,
        base: ValueId,
        shape: Vec<ValueId>,
        strides: Vec<ValueId>,
        block: Vec<i64>,
        slot: usize,
    },
    /// Atomic read-modify-write of each element where `mask` holds; the result is the old values
    /// (masked-off elements read as zero). `cmp` is given for `Cas` only.
    Atomic {
        kind: AtomicKind,
        ptr: ValueId,
        val: ValueId,
        cmp: Option<ValueId>,
        mask: Option<ValueId>,
        sem: MemSem,
        scope: MemScope,
    },
    Reduce {
        input: ValueId,
        axis: usize,
        kind: ReduceKind,
    },
    /// Inclusive prefix sum (`Sum`) or product (`Max` unused) along `axis`.
    Scan {
        input: ValueId,
        axis: usize,
        kind: ScanKind,
        reverse: bool,
    },
    /// `c = a @ b + acc` on 2D tiles.
    Dot {
        a: ValueId,
        b: ValueId,
        acc: ValueId,
        /// f32 operands may be rounded to tf32 (`input_precision="tf32"`, upstream's default on
        /// GPUs); a target without a tf32 engine computes in f32 anyway.
        tf32: bool,
    },
    /// Body args: induction variable, then one per carried value; ends with `Yield`.
    For {
        lb: ValueId,
        ub: ValueId,
        step: ValueId,
        inits: Vec<ValueId>,
        body: Block,
    },
    If {
        cond: ValueId,
        then_block: Block,
        else_block: Block,
    },
    /// `before` args are the carried values and ends with `Condition`; `body` args likewise, ends with `Yield`.
    While {
        inits: Vec<ValueId>,
        before: Block,
        body: Block,
    },
    Yield(Vec<ValueId>),
    /// Continue while `cond`, passing `args` to the body (and the results after the loop).
    Condition(ValueId, Vec<ValueId>),
    /// Every thread of the program waits here, and sees the memory writes made before it by the
    /// others (`tl.debug_barrier`).
    Barrier,
    /// `tl.device_print` / `print`: one line per element of each value (scalars once per
    /// program), `prefix` already normalised as upstream's (" name: ").
    Print {
        prefix: String,
        hex: bool,
        args: Vec<ValueId>,
    },
    /// Debug builds only: `cond` must hold wherever it is evaluated, else the launch reports
    /// `Function::checks[site]`. Rewritten into plain ops before lowering (debug_checks).
    Check {
        cond: ValueId,
        site: u32,
    },
}

/// What a debug check reports when it fails.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CheckKind {
    /// `assert` / `tl.device_assert` in the kernel.
    Assert,
    /// A load or store outside the tensor its pointer derives from.
    Bounds { access: &'static str },
}

#[derive(Clone, Debug)]
pub struct CheckSite {
    pub kind: CheckKind,
    pub loc: Loc,
    pub message: String,
    /// The tensor parameter a bounds check is against.
    pub param: Option<String>,
}

#[derive(Clone, Debug)]
pub struct Op {
    pub kind: OpKind,
    pub results: Vec<ValueId>,
    pub loc: Loc,
}

#[derive(Clone, Debug, Default)]
pub struct Block {
    pub args: Vec<ValueId>,
    pub ops: Vec<Op>,
}

impl Block {
    /// Replace every use of `from` by `to`, in nested blocks too.
    pub fn replace_uses(&mut self, from: ValueId, to: ValueId) {
        for op in &mut self.ops {
            for v in op.kind.operands_mut() {
                if *v == from {
                    *v = to;
                }
            }
            for inner in op.kind.blocks_mut() {
                inner.replace_uses(from, to);
            }
        }
    }

    /// The values the block's closing `Yield` passes on (none without one).
    pub fn yielded(&self) -> &[ValueId] {
        match self.ops.last().map(|o| &o.kind) {
            Some(OpKind::Yield(v)) => v,
            _ => &[],
        }
    }
}

#[derive(Clone, Debug)]
pub struct Param {
    pub name: String,
    pub ty: Type,
    pub value: ValueId,
    /// Facts the launch specialised on (pointer aligned to 16 bytes / integer divisible by 16).
    pub divisible_by_16: bool,
}

/// Facts the kernel asserts about a value's last dimension (`tl.multiple_of`,
/// `tl.max_contiguous`, `tl.max_constancy`), as powers of two.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct AxisHint {
    pub divisibility: Option<i64>,
    pub contiguity: Option<i64>,
    pub constancy: Option<i64>,
}

#[derive(Clone, Debug, Default)]
pub struct Function {
    pub name: String,
    pub params: Vec<Param>,
    pub body: Block,
    pub types: Vec<Type>,
    pub files: Vec<String>,
    /// The debug checks' sites, indexed by `OpKind::Check::site` (empty without debug).
    pub checks: Vec<CheckSite>,
    /// Axis facts asserted in the source, by value. Upstream sets them on the value itself, so a
    /// hint whose result is discarded still holds for the value.
    pub hints: std::collections::HashMap<ValueId, AxisHint>,
    /// Loads that read a block of a host tensor descriptor a copy engine can fetch (NVIDIA's
    /// TMA), by the load's result: a lowering may copy the block instead of the masked load.
    pub tensor_reads: std::collections::HashMap<ValueId, TensorRead>,
}

/// The block of host descriptor parameter `desc` at `offsets` (scalar i32, one per dimension)
/// that a load reads.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TensorRead {
    pub desc: String,
    pub offsets: Vec<ValueId>,
}

impl Function {
    /// Give `to` (a copy or replacement of `from`) the facts asserted about `from`.
    pub fn copy_hint(&mut self, from: ValueId, to: ValueId) {
        if let Some(h) = self.hints.get(&from).copied() {
            self.hints.insert(to, h);
        }
    }

    /// Descriptor reads at offset `from` now read at `to` (a pass replaced the value).
    pub fn replace_read_offsets(&mut self, from: ValueId, to: ValueId) {
        for r in self.tensor_reads.values_mut() {
            for o in r.offsets.iter_mut().filter(|o| **o == from) {
                *o = to;
            }
        }
    }

    pub fn ty(&self, v: ValueId) -> &Type {
        &self.types[v.0 as usize]
    }

    /// A new SSA value of type `ty`.
    pub fn new_value(&mut self, ty: Type) -> ValueId {
        self.types.push(ty);
        ValueId((self.types.len() - 1) as u32)
    }
}

impl OpKind {
    /// Operands used directly by this op (not those inside nested blocks).
    pub fn operands(&self) -> Vec<ValueId> {
        use OpKind::*;
        match self {
            Const(_) | Param(_) | ProgramId(_) | NumPrograms(_) | Arange(..) | Barrier => vec![],
            Splat(a)
            | Broadcast(a)
            | ExpandDims(a, _)
            | Reshape(a)
            | Permute(a, _)
            | Un(_, a)
            | Cast(a)
            | Bitcast(a) => vec![*a],
            Bin(_, a, b) | Cmp(_, a, b) | AddPtr(a, b) | Join(a, b) | Cat(a, b) => vec![*a, *b],
            SplitPart(a, _) => vec![*a],
            Select(a, b, c) | Fma(a, b, c) => vec![*a, *b, *c],
            Dot { a, b, acc, .. } => vec![*a, *b, *acc],
            Load { ptr, mask, other } => {
                let mut v = vec![*ptr];
                v.extend(mask.iter().chain(other.iter()).copied());
                v
            }
            Store { ptr, value, mask } => {
                let mut v = vec![*ptr, *value];
                v.extend(mask.iter().copied());
                v
            }
            MakeTensorMap { base, shape, strides, .. } => {
                let mut v = vec![*base];
                v.extend(shape.iter().chain(strides.iter()).copied());
                v
            }
            DescriptorLoad { offsets, ptr, mask, other, .. } => {
                let mut v = offsets.clone();
                v.push(*ptr);
                v.extend(mask.iter().chain(other.iter()).copied());
                v
            }
            Atomic { ptr, val, cmp, mask, .. } => {
                let mut v = vec![*ptr, *val];
                v.extend(cmp.iter().chain(mask.iter()).copied());
                v
            }
            Reduce { input, .. } | Scan { input, .. } => vec![*input],
            For { lb, ub, step, inits, .. } => {
                let mut v = vec![*lb, *ub, *step];
                v.extend(inits.iter().copied());
                v
            }
            If { cond, .. } => vec![*cond],
            Print { args, .. } => args.clone(),
            While { inits, .. } => inits.clone(),
            Yield(v) => v.clone(),
            Check { cond, .. } => vec![*cond],
            Condition(c, v) => {
                let mut r = vec![*c];
                r.extend(v.iter().copied());
                r
            }
        }
    }

    /// The operands of `operands()`, to rewrite in place (same order).
    pub fn operands_mut(&mut self) -> Vec<&mut ValueId> {
        use OpKind::*;
        match self {
            Const(_) | Param(_) | ProgramId(_) | NumPrograms(_) | Arange(..) | Barrier => vec![],
            Splat(a)
            | Broadcast(a)
            | ExpandDims(a, _)
            | Reshape(a)
            | Permute(a, _)
            | Un(_, a)
            | Cast(a)
            | Bitcast(a) => {
                vec![a]
            }
            Bin(_, a, b) | Cmp(_, a, b) | AddPtr(a, b) | Join(a, b) | Cat(a, b) => vec![a, b],
            SplitPart(a, _) => vec![a],
            Select(a, b, c) | Fma(a, b, c) => vec![a, b, c],
            Dot { a, b, acc, .. } => vec![a, b, acc],
            Load { ptr, mask, other } => {
                let mut v = vec![ptr];
                v.extend(mask.iter_mut().chain(other.iter_mut()));
                v
            }
            Store { ptr, value, mask } => {
                let mut v = vec![ptr, value];
                v.extend(mask.iter_mut());
                v
            }
            MakeTensorMap { base, shape, strides, .. } => {
                let mut v = vec![base];
                v.extend(shape.iter_mut().chain(strides.iter_mut()));
                v
            }
            DescriptorLoad { offsets, ptr, mask, other, .. } => {
                let mut v: Vec<&mut ValueId> = offsets.iter_mut().collect();
                v.push(ptr);
                v.extend(mask.iter_mut().chain(other.iter_mut()));
                v
            }
            Atomic { ptr, val, cmp, mask, .. } => {
                let mut v = vec![ptr, val];
                v.extend(cmp.iter_mut().chain(mask.iter_mut()));
                v
            }
            Reduce { input, .. } | Scan { input, .. } => vec![input],
            For { lb, ub, step, inits, .. } => {
                let mut v = vec![lb, ub, step];
                v.extend(inits.iter_mut());
                v
            }
            If { cond, .. } => vec![cond],
            Print { args, .. } => args.iter_mut().collect(),
            While { inits, .. } => inits.iter_mut().collect(),
            Yield(v) => v.iter_mut().collect(),
            Check { cond, .. } => vec![cond],
            Condition(c, v) => {
                let mut r = vec![c];
                r.extend(v.iter_mut());
                r
            }
        }
    }

    pub fn blocks(&self) -> Vec<&Block> {
        match self {
            OpKind::For { body, .. } => vec![body],
            OpKind::If { then_block, else_block, .. } => vec![then_block, else_block],
            OpKind::While { before, body, .. } => vec![before, body],
            _ => vec![],
        }
    }

    pub fn blocks_mut(&mut self) -> Vec<&mut Block> {
        match self {
            OpKind::For { body, .. } => vec![body],
            OpKind::If { then_block, else_block, .. } => vec![then_block, else_block],
            OpKind::While { before, body, .. } => vec![before, body],
            _ => vec![],
        }
    }

    pub fn has_side_effects(&self) -> bool {
        matches!(
            self,
            OpKind::Store { .. }
                | OpKind::Atomic { .. }
                | OpKind::Barrier
                | OpKind::Print { .. }
                | OpKind::For { .. }
                | OpKind::If { .. }
                | OpKind::While { .. }
                | OpKind::Check { .. }
                | OpKind::MakeTensorMap { .. }
        ) || matches!(self, OpKind::Yield(_) | OpKind::Condition(..))
    }
}

// ---- printing (TTIR-like, for dumps and golden tests) ----

/// MLIR's name of a scalar constant's type: `f32`, `bf16`, `i32`, `ui8`, `f8E5M2`.
fn mlir_scalar(ty: &Type) -> String {
    match ty.dtype.scalar() {
        Some(Scalar::F16) => "f16".into(),
        Some(Scalar::BF16) => "bf16".into(),
        Some(Scalar::F32) => "f32".into(),
        Some(Scalar::F64) => "f64".into(),
        Some(Scalar::F8E5M2) => "f8E5M2".into(),
        Some(Scalar::F8E4M3) => "f8E4M3FN".into(),
        Some(s) if s.is_unsigned() && s != Scalar::I1 => format!("ui{}", s.bits()),
        _ => ty.to_string(),
    }
}

fn list(v: &[ValueId]) -> String {
    v.iter().map(|x| x.to_string()).collect::<Vec<_>>().join(", ")
}

impl Function {
    fn print_block(&self, b: &Block, indent: usize, out: &mut String) {
        let pad = "  ".repeat(indent);
        for op in &b.ops {
            out.push_str(&pad);
            if !op.results.is_empty() {
                out.push_str(&list(&op.results));
                out.push_str(" = ");
            }
            use OpKind::*;
            let text = match &op.kind {
                // upstream's spelling of constants in TTIR, with MLIR's name of the type
                Const(self::Const::Int(i)) => format!("arith.constant {i} : {}", mlir_scalar(self.ty(op.results[0]))),
                Const(self::Const::Float(x)) => {
                    format!("arith.constant {x:?} : {}", mlir_scalar(self.ty(op.results[0])))
                }
                Param(i) => format!("param {i}"),
                ProgramId(a) => format!("program_id {a}"),
                NumPrograms(a) => format!("num_programs {a}"),
                Arange(s, e) => format!("arange {s}, {e}"),
                Splat(a) => format!("splat {a}"),
                Broadcast(a) => format!("broadcast {a}"),
                ExpandDims(a, ax) => format!("expand_dims {a}, axis={ax}"),
                Reshape(a) => format!("reshape {a}"),
                Permute(a, p) => format!("permute {a}, {p:?}"),
                Bin(o, a, b) => format!("{} {a}, {b}", format!("{o:?}").to_lowercase()),
                Cmp(o, a, b) => format!("cmp{} {a}, {b}", format!("{o:?}").to_lowercase()),
                Un(o, a) => format!("{} {a}", format!("{o:?}").to_lowercase()),
                Cast(a) => format!("cast {a}"),
                Bitcast(a) => format!("bitcast {a}"),
                Select(c, a, b) => format!("select {c}, {a}, {b}"),
                Fma(a, b, c) => format!("fma {a}, {b}, {c}"),
                Join(a, b) => format!("join {a}, {b}"),
                SplitPart(a, k) => format!("split {a}, part={k}"),
                Cat(a, b) => format!("cat {a}, {b}"),
                AddPtr(a, b) => format!("addptr {a}, {b}"),
                Load { ptr, mask, other } => {
                    let mut s = format!("load {ptr}");
                    if let Some(m) = mask {
                        s += &format!(", mask={m}");
                    }
                    if let Some(o) = other {
                        s += &format!(", other={o}");
                    }
                    s
                }
                MakeTensorMap { name, base, shape, strides, block, slot } => format!(
                    "make_tensor_map %{name}, {base}, shape=[{}], strides=[{}], block={block:?}, slot={slot}",
                    list(shape),
                    list(strides)
                ),
                DescriptorLoad { desc, offsets, ptr, mask, other } => {
                    let mut s = format!("descriptor_load %{desc}[{}], {ptr}", list(offsets));
                    if let Some(m) = mask {
                        s += &format!(", mask={m}");
                    }
                    if let Some(o) = other {
                        s += &format!(", other={o}");
                    }
                    s
                }
                Store { ptr, value, mask } => {
                    let mut s = format!("store {ptr}, {value}");
                    if let Some(m) = mask {
                        s += &format!(", mask={m}");
                    }
                    s
                }
                Atomic { kind, ptr, val, cmp, mask, sem, scope } => {
                    let mut s = format!("atomic_{} {ptr}, {val}", format!("{kind:?}").to_lowercase());
                    if let Some(c) = cmp {
                        s += &format!(", cmp={c}");
                    }
                    if let Some(m) = mask {
                        s += &format!(", mask={m}");
                    }
                    s + &format!(", sem={}, scope={}", sem.name(), scope.name())
                }
                Reduce { input, axis, kind } => {
                    format!("reduce.{} {input}, axis={axis}", format!("{kind:?}").to_lowercase())
                }
                Dot { a, b, acc, tf32 } => format!("dot {a}, {b}, {acc}{}", if *tf32 { ", tf32" } else { "" }),
                Scan { input, axis, kind, reverse } => {
                    format!("scan.{} {input}, axis={axis}, reverse={reverse}", format!("{kind:?}").to_lowercase())
                }
                For { lb, ub, step, inits, body } => {
                    let mut s = format!(
                        "for {} = {lb} to {ub} step {step} iter_args({}) -> ({}) {{\n",
                        body.args[0],
                        body.args[1..]
                            .iter()
                            .zip(inits)
                            .map(|(a, i)| format!("{a} = {i}"))
                            .collect::<Vec<_>>()
                            .join(", "),
                        op.results.iter().map(|r| self.ty(*r).to_string()).collect::<Vec<_>>().join(", ")
                    );
                    self.print_block(body, indent + 1, &mut s);
                    s + &pad + "}"
                }
                If { cond, then_block, else_block } => {
                    let mut s = format!("if {cond} {{\n");
                    self.print_block(then_block, indent + 1, &mut s);
                    s += &format!("{pad}}} else {{\n");
                    self.print_block(else_block, indent + 1, &mut s);
                    s + &pad + "}"
                }
                While { inits, before, body } => {
                    let mut s = format!("while ({}) = ({}) {{\n", list(&before.args), list(inits));
                    self.print_block(before, indent + 1, &mut s);
                    s += &format!("{pad}}} do ({}) {{\n", list(&body.args));
                    self.print_block(body, indent + 1, &mut s);
                    s + &pad + "}"
                }
                Yield(v) => format!("yield {}", list(v)),
                Condition(c, v) => format!("condition {c}, ({})", list(v)),
                Check { cond, site } => format!("check {cond}, site={site}"),
                Barrier => "barrier".to_string(),
                Print { prefix, hex, args } => {
                    format!("print {prefix:?}{} ({})", if *hex { " hex" } else { "" }, list(args))
                }
            };
            out.push_str(&text);
            if let Some(r) = op.results.first() {
                if !matches!(op.kind, For { .. } | Const(_)) {
                    out.push_str(&format!(" : {}", self.ty(*r)));
                }
            }
            out.push('\n');
        }
    }

    /// Text form of the program, for `MLIR_ENABLE_DUMP` and the cache's `ttir` stage.
    pub fn to_text(&self) -> String {
        let params: Vec<String> =
            self.params.iter().map(|p| format!("{}: {} /* {} */", p.value, p.ty, p.name)).collect();
        let mut out = format!("tt.func @{}({}) {{\n", self.name, params.join(", "));
        self.print_block(&self.body, 1, &mut out);
        out.push_str("}\n");
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fp8_constants_round_as_torch_does() {
        // (value, e5m2 bits, e4m3fn bits) from torch's conversions
        let table: [(f64, u8, u8); 17] = [
            (0.0, 0, 0),
            (-0.0, 128, 128),
            (1e-9, 0, 0),
            (3.0, 66, 68),
            (-448.0, 223, 254),
            (464.0, 95, 126),
            (500.0, 96, 126),
            (57344.0, 123, 126),
            (61440.0, 124, 126),
            (1e6, 124, 126),
            (0.3, 53, 42),
            (0.0029296875, 26, 2),
            (7.62939453125e-06, 0, 0),
            (4.57763671875e-05, 3, 0),
            (-2.5, 193, 194),
            (0.0625, 44, 24),
            (240.0, 92, 119),
        ];
        for (x, e5, e4) in table {
            assert_eq!(Scalar::F8E5M2.fp8_bits(x), e5, "e5m2 of {x}");
            assert_eq!(Scalar::F8E4M3.fp8_bits(x), e4, "e4m3 of {x}");
        }
        assert_eq!(Scalar::F8E5M2.fp8_bits(f64::NAN) & 0x7F, 0x7F);
    }
}
