//! The SIMT side of the tile lowering (GPUs): the threads of a program share each tile's
//! elements. Thread `t` owns, per step, `vec` consecutive elements starting at `(step*T + t)*vec`
//! of the row-major tile, so contiguous global accesses become one vector access per thread.
//! Materialised tiles live in shared memory; reductions go through warp shuffles and shared
//! memory. What differs per GPU (warp size, intrinsic names, math) comes in `SimtTargetInfo`.

use crate::host::{HostLowering, Lowered};
use crate::mlir_types::*;
use std::collections::HashMap;
use std::fmt::Write;
use tm_frontend::tile_ir::*;

pub use crate::mma::{Engine, FragLayout, MmaInfo, MmaPlan, WgmmaInfo, OPERAND_STAGES};

/// How to call the target's xor-shuffle: argument order and fixed operands.
#[derive(Clone, Debug)]
pub enum ShflArg {
    Value,
    Offset,
    Const(i64),
    /// A null pointer in an address space (an unused predicate output).
    NullPtr(u32),
}

#[derive(Clone, Debug)]
pub struct MathImpl {
    pub intrinsic: String,
    /// f(x) = post * intrinsic(pre * x)
    pub pre_scale: f64,
    pub post_scale: f64,
}

#[derive(Clone, Debug)]
pub struct SimtTargetInfo {
    pub warp_size: u32,
    pub num_warps: u32,
    pub tid_x: String,
    pub ctaid: [String; 3],
    pub nctaid: [String; 3],
    pub barrier: String,
    /// An i32 xor-shuffle intrinsic and its operands.
    pub shuffle_xor: String,
    pub shuffle_args: Vec<ShflArg>,
    pub math_f32: Vec<(UnOp, MathImpl)>,
    pub max_vector_bits: u32,
    /// The device math library's function names; None: no library.
    pub libm: Option<Libm>,
    /// Warp-level matrix multiply-accumulate (NVIDIA mma.sync); None: FMA only.
    pub mma: Option<MmaInfo>,
    /// Warp-group matrix multiply-accumulate (NVIDIA wgmma); None: not on this target.
    pub wgmma: Option<WgmmaInfo>,
    /// Asynchronous global-to-shared copies (NVIDIA cp.async); None: loads go through registers.
    pub async_copy: Option<AsyncCopyInfo>,
    /// Bulk copies of a tensor descriptor's boxes (NVIDIA TMA); None: descriptors are read as
    /// masked loads (or by `musa`'s TME).
    pub tensor_copy: Option<TensorCopyInfo>,
    /// MUSA's matrix engines (WMMA, SQMMA), shaped as MUSA has them; None on other targets.
    pub musa: Option<crate::musa_mma::MusaEngines>,
    /// How atomics are spelled.
    pub atomics: crate::atomics::AtomicLowering,
    /// An approximate f32 reciprocal intrinsic: `/` is then the fast full-range division
    /// (as upstream's `div.full.f32` on NVIDIA); None: IEEE division.
    pub fast_rcp_f32: Option<String>,
    /// Masked vector loads as predicated PTX `ld.global` (NVIDIA) instead of a branch.
    pub predicated_loads: bool,
    /// How `tl.device_print` calls the device's printf; None where there is none.
    pub printf: Option<crate::print::PrintfAbi>,
}

/// Copies from global to shared memory that run while the threads go on, grouped and waited for
/// by group (NVIDIA cp.async on sm_80+; the analogue of MUSA's async copy engine), so that an
/// operand prefetch holds no registers.
#[derive(Clone, Debug)]
pub struct AsyncCopyInfo {
    /// Intrinsic copying 16 bytes: (shared destination, global source, i32 source bytes); the
    /// bytes past the source size are zero-filled, and a size of 0 reads nothing.
    pub copy16: String,
    /// Instruction text copying 16 bytes from `$1` (global) to `$0` (shared) that writes zeros
    /// instead when the predicate `$2` is set: a mask becomes the copy's predicate directly.
    pub copy16_zero_if: String,
    /// As `copy16_zero_if` for `{n}` bytes (4, 8 or 16), cached in L1: small vectors.
    pub copy_zero_if: String,
    /// Closes the group of copies issued so far (instruction text).
    pub commit: String,
    /// Waits until at most `{n}` groups are pending (instruction text).
    pub wait: String,
}

/// One thread copies a tensor descriptor's box into shared memory, and the copy completes on a
/// shared-memory barrier that counts its bytes (NVIDIA TMA with mbarriers, sm_90). Instruction
/// texts; shared-memory addresses are 32-bit (`r`) operands.
#[derive(Clone, Debug)]
pub struct TensorCopyInfo {
    /// Initialises barrier `$0` for one arrival.
    pub init: String,
    /// Makes the barriers' initialisation visible to the copy engine.
    pub init_fence: String,
    /// Arrives on barrier `$0`, expecting `$1` bytes of copies to complete its phase.
    pub expect: String,
    /// Copies the 2-D box at coordinates `$2`, `$3` (innermost first) of the tensor map at
    /// global address `$1` to shared address `$0`, completing on barrier `$4`.
    pub copy_2d: String,
    /// `$0` = 1 once the phase of parity `$2` of barrier `$1` has completed, else 0.
    pub try_wait: String,
    /// Invalidates barrier `$0`, before its memory is used for anything else.
    pub inval: String,
    /// Sets `{field}` (ordinal `{ord}`, for per-dimension fields) of the 128-byte tensor map
    /// at shared address `$0` to `{val}`, a `{bits}`-bit register or immediate.
    pub map_field: String,
    /// The warp's lanes meet, their shared-memory writes visible to each other.
    pub warp_sync: String,
    /// The warp copies the tensor map at shared address `$1` to generic address `$0` (global
    /// memory), released to the copy engine's view.
    pub map_publish: String,
    /// Before the copy engine reads the tensor map at generic address `$0`.
    pub map_acquire: String,
}

/// Names of a device math library: `exp` on f64 is `{prefix}exp`, on f32 `{prefix}expf`, unless
/// `names` gives the function its own name (MUSA's libdevice mixes `__nv_*` and `__mt_*`).
#[derive(Clone, Debug)]
pub struct Libm {
    pub prefix: String,
    /// (function, is f64, name)
    pub names: Vec<(UnOp, bool, String)>,
}

impl Libm {
    pub fn name(&self, o: UnOp, f64: bool, base: &str) -> String {
        match self.names.iter().find(|(u, w, _)| *u == o && *w == f64) {
            Some((_, _, n)) => n.clone(),
            None => format!("{}{base}{}", self.prefix, if f64 { "" } else { "f" }),
        }
    }
}

impl SimtTargetInfo {
    pub fn threads(&self) -> i64 {
        (self.warp_size * self.num_warps) as i64
    }
}

/// Prefix of the error that asks `lower_full` to lower again with a tile in shared memory.
pub(crate) const REG_CONFLICT: &str = "\u{1}register-conflict:";

/// Elements a thread may keep of one register tile, and steps an `each_element` may unroll.
const MAX_REG_ELEMS: i64 = 64;
const MAX_UNROLLED_STEPS: i64 = 16;

/// The element slots of one unrolled step of `each_element`: the thread's elements
/// `base .. base + group.len()` of a tile of `shape` distributed with width `vec`.
#[derive(Clone, Debug)]
pub struct SlotCtx {
    pub shape: Vec<i64>,
    pub vec: u32,
    pub base: usize,
    pub group: Vec<Vec<String>>,
}

/// Bits of the narrowest element a kernel loads, stores or updates atomically in global memory
/// (bools aside: they are accessed one byte at a time); 32 when it accesses none.
pub(crate) fn narrowest_access_bits(f: &Function) -> u32 {
    fn walk(f: &Function, b: &Block, acc: &mut u32) {
        for op in &b.ops {
            let elem = match &op.kind {
                OpKind::Load { .. } | OpKind::Atomic { .. } => f.ty(op.results[0]).dtype.scalar(),
                OpKind::Store { ptr, .. } => f.ty(*ptr).dtype.pointee().and_then(|e| e.scalar()),
                _ => None,
            };
            if let Some(s) = elem.filter(|s| !s.is_bool()) {
                *acc = (*acc).min(s.mem_bytes() * 8);
            }
            for inner in op.kind.blocks() {
                walk(f, inner, acc);
            }
        }
    }
    let mut bits = u32::MAX;
    walk(f, &f.body, &mut bits);
    if bits == u32::MAX {
        32
    } else {
        bits
    }
}

fn is_pow2(n: i64) -> bool {
    n > 0 && (n & (n - 1)) == 0
}

impl<'f> HostLowering<'f> {
    pub fn new_simt(f: &'f Function, info: SimtTargetInfo) -> Self {
        let mut l = HostLowering::new(f);
        l.simt = Some(info);
        l.ptr_ty = "!llvm.ptr<1>".into();
        l.tid = "%tid".into();
        l
    }

    pub(crate) fn info(&self) -> &SimtTargetInfo {
        self.simt.as_ref().unwrap()
    }

    pub(crate) fn declare(&mut self, name: &str, sig: &str) {
        self.intrinsics.insert(name.to_string(), sig.to_string());
    }

    /// Call an intrinsic with `(args)` of `arg_tys`, returning `ret`.
    pub(crate) fn call(&mut self, name: &str, args: &[String], arg_tys: &[&str], ret: &str) -> String {
        let sig = format!("({}) -> {ret}", arg_tys.join(", "));
        self.declare(name, &sig);
        self.assign(&format!("llvm.call @{name}({}) : {sig}", args.join(", ")))
    }

    /// Call an intrinsic that returns nothing.
    pub(crate) fn call_void(&mut self, name: &str, args: &[String], arg_tys: &[&str]) {
        let sig = format!("({}) -> ()", arg_tys.join(", "));
        self.declare(name, &sig);
        self.line(&format!("llvm.call @{name}({}) : {sig}", args.join(", ")));
    }

    /// Module text for a SIMT kernel (typed parameters, thread ids, shared memory).
    pub(crate) fn simt_module(&mut self, body_prologue: &str, body: &str) -> String {
        let f = self.f;
        let info = self.info().clone();
        let params: Vec<String> = f
            .params
            .iter()
            .enumerate()
            .map(|(i, p)| {
                let t = if p.ty.dtype.is_bool() { "i8".to_string() } else { self.ety(&p.ty.dtype) };
                format!("%a{i}: {t}")
            })
            .collect();
        let mut head = String::new();
        let decl = |s: &mut Self, name: &str| {
            s.declare(name, "() -> i32");
        };
        decl(self, &info.tid_x);
        writeln!(head, "    %tid = llvm.call @{}() : () -> i32", info.tid_x).unwrap();
        writeln!(head, "    %tidx = arith.index_cast %tid : i32 to index").unwrap();
        for a in 0..3 {
            decl(self, &info.ctaid[a]);
            decl(self, &info.nctaid[a]);
            writeln!(head, "    %pid{a} = llvm.call @{}() : () -> i32", info.ctaid[a]).unwrap();
            writeln!(head, "    %nprog{a} = llvm.call @{}() : () -> i32", info.nctaid[a]).unwrap();
        }
        writeln!(head, "    %smem = llvm.mlir.addressof @global_smem : !llvm.ptr<3>").unwrap();
        if let Some(wg) = info.wgmma.as_ref().filter(|_| self.uses_warp_group) {
            if info.num_warps <= 4 {
                // One warp group: its index is the constant 0, no shuffle needed.
                writeln!(head, "    %wgroup = arith.constant 0 : index").unwrap();
            } else {
                // Descriptors built from it then live in the uniform datapath, as upstream's do.
                let per_group = info.warp_size * 4;
                writeln!(head, "    %wg_size = arith.constant {per_group} : i32").unwrap();
                writeln!(head, "    %wg_raw = arith.divui %tid, %wg_size : i32").unwrap();
                writeln!(
                    head,
                    "    %wg_uni = llvm.inline_asm \"{}\", \"=r,r\" %wg_raw : (i32) -> i32",
                    wg.warp_uniform
                )
                .unwrap();
                writeln!(head, "    %wgroup = arith.index_cast %wg_uni : i32 to index").unwrap();
            }
        }
        if self.tme_barrier_count > 0 {
            // MUSA: the async barrier ids the kernel uses, declared at entry (FlagTree's
            // finalizeBarRecord)
            self.declare("llvm.musa.async.bar.record", "(i32) -> ()");
            writeln!(head, "    %bar_count = arith.constant {} : i32", self.tme_barrier_count).unwrap();
            writeln!(head, "    llvm.call @llvm.musa.async.bar.record(%bar_count) : (i32) -> ()").unwrap();
        }
        let mut out = String::from("module {\n");
        writeln!(out, "  llvm.mlir.global external @global_smem() {{addr_space = 3 : i32, alignment = {} : i64}} : !llvm.array<0 x i8>", self.smem_align).unwrap();
        out.push_str(&self.module_declarations());
        writeln!(out, "  func.func @{}({}) {{", f.name, params.join(", ")).unwrap();
        out.push_str(&head);
        out.push_str(body_prologue);
        out.push_str(body);
        out.push_str("    func.return\n  }\n}\n");
        out
    }

    pub(crate) fn smem_alloc(&mut self, ty: &Type) -> String {
        let eb = ty.dtype.scalar().map(|s| s.mem_bytes() as i64).unwrap_or(8);
        let off = self.smem_reserve(ty.numel() * eb, 16);
        self.smem_at(off)
    }

    /// Reserve `bytes` of shared memory aligned to `align`; returns the offset.
    pub(crate) fn smem_reserve(&mut self, bytes: i64, align: i64) -> i64 {
        let off = self.smem.reserve(bytes, align);
        if self.smem.needs_fence(off, bytes) {
            // Placed over memory released since the last barrier: its last readers go first.
            self.sync();
        }
        off
    }

    /// A shared-memory tile name for bytes from `off` (already reserved).
    pub(crate) fn smem_at(&mut self, off: i64) -> String {
        self.next += 1;
        let n = format!("%sbuf{}", self.next);
        self.smem_names.insert(n.clone(), off);
        writeln!(self.prologue, "    {n}_off = arith.constant {off} : i32").unwrap();
        writeln!(
            self.prologue,
            "    {n} = llvm.getelementptr %smem[{n}_off] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8"
        )
        .unwrap();
        n
    }

    /// A shared-memory tile whose rows are `pitch` elements apart (`pitch` >= the row length).
    pub(crate) fn smem_alloc_pitched(&mut self, ty: &Type, pitch: i64) -> String {
        let rows: i64 = ty.shape[..ty.shape.len() - 1].iter().product();
        let padded = Type { dtype: ty.dtype.clone(), shape: vec![rows, pitch] };
        let buf = self.smem_alloc(&padded);
        self.pitch.insert(buf.clone(), pitch);
        buf
    }

    /// Address of element `idx` of a shared-memory tile.
    pub(crate) fn smem_elem_ptr(&mut self, buf: &str, idx: &[String], ty: &Type) -> String {
        let mut lin: Option<String> = None;
        let mut stride = 1i64;
        let mut shape = ty.shape.clone();
        if let (Some(p), Some(last)) = (self.pitch.get(buf), shape.last_mut()) {
            *last = *p;
        }
        for (d, i) in shape.iter().zip(idx).rev() {
            let term = if stride == 1 {
                i.clone()
            } else {
                let s = self.index(stride);
                self.assign(&format!("arith.muli {i}, {s} : index"))
            };
            lin = Some(match lin {
                None => term,
                Some(l) => self.assign(&format!("arith.addi {l}, {term} : index")),
            });
            stride *= d;
        }
        let lin = lin.unwrap_or_else(|| self.index(0));
        let l32 = self.assign(&format!("arith.index_cast {lin} : index to i32"));
        let t = memref_elem(ty);
        self.assign(&format!("llvm.getelementptr {buf}[{l32}] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, {t}"))
    }

    /// Elements per thread and step for element-wise work on a tile. The same for every tile of
    /// a shape in a kernel (whatever its element type): a value loaded as fp16, computed in fp32
    /// and stored as fp16 stays in the registers of the thread that loaded it. The narrowest
    /// global access of the kernel sets it, so those accesses are 16 bytes wide.
    pub(crate) fn natural_vec(&self, ty: &Type) -> u32 {
        let Some(info) = &self.simt else { return 1 };
        let mut v = (info.max_vector_bits / self.access_bits.max(8)).max(1) as i64;
        let last = ty.shape.last().copied().unwrap_or(1);
        v = v.min(last).min((ty.numel() / info.threads()).max(1));
        while v > 1 && !(is_pow2(v) && last % v == 0) {
            v /= 2;
        }
        v as u32
    }

    /// Elements one global access through `ptr` (and `mask`) may cover: at most the hardware's
    /// widest access and the natural group, as far as contiguity, alignment and mask allow.
    pub(crate) fn access_vec(&self, ptr: ValueId, mask: Option<ValueId>, ty: &Type) -> u32 {
        let Some(info) = &self.simt else { return 1 };
        let elem = ty.dtype.pointee().unwrap();
        if elem.is_bool() {
            return 1;
        }
        let eb = elem.scalar().map(|s| s.mem_bytes() as i64).unwrap_or(8);
        let pi = self.axis.get(ptr);
        let mut v = (info.max_vector_bits as i64 / (eb * 8)).max(1);
        v = v.min(self.natural_vec(&ty.with_dtype(elem.clone())) as i64);
        v = v.min(pi.contiguity).min((pi.divisibility / eb).max(1));
        if let Some(m) = mask {
            v = v.min(self.axis.get(m).constancy);
        }
        while v > 1 && !is_pow2(v) {
            v /= 2;
        }
        v.max(1) as u32
    }

    /// Steps of an `each_element(shape, vec)` that is unrolled: every thread owns exactly
    /// `steps * vec` elements, few enough to keep in registers.
    pub(crate) fn reg_steps(&self, shape: &[i64], vec: u32) -> Option<i64> {
        let t = self.simt.as_ref()?.threads();
        let n: i64 = shape.iter().product();
        let per_step = t * vec.max(1) as i64;
        let steps = n / per_step;
        (n % per_step == 0 && (1..=MAX_UNROLLED_STEPS).contains(&steps) && n / t <= MAX_REG_ELEMS).then_some(steps)
    }

    /// Whether tile `v` may be kept in the threads' registers.
    pub(crate) fn regs_allowed(&self, v: ValueId, ty: &Type) -> bool {
        self.simt.is_some()
            && ty.is_tensor()
            && !self.denied.contains(&v)
            && self.reg_steps(&ty.shape, self.natural_vec(ty)).is_some()
    }

    /// Evaluate `v` (of type `ty`) into registers, in the natural distribution of `ty`.
    pub(crate) fn eval_regs(&mut self, v: ValueId, ty: &Type) -> Result<Lowered, String> {
        let vec = self.natural_vec(ty);
        let mut vals = vec![];
        self.simt_each_element(&ty.shape, vec, &mut |l, idx| {
            vals.push(l.elem(v, idx)?);
            Ok(())
        })?;
        Ok(Lowered::Regs { shape: ty.shape.clone(), vec, vals })
    }

    /// An element of a register tile: only the thread's own, read in the same distribution.
    pub(crate) fn reg_elem(
        &mut self,
        v: ValueId,
        shape: &[i64],
        vec: u32,
        vals: &[String],
        idx: &[String],
    ) -> Result<String, String> {
        if let Some(ctx) = &self.slot {
            if ctx.shape == shape && ctx.vec == vec {
                if let Some(k) = ctx.group.iter().position(|g| g == idx) {
                    return Ok(vals[ctx.base + k].clone());
                }
            }
        }
        self.out_of_slot_elem(v, idx)
    }

    pub(crate) fn simt_each_element(
        &mut self,
        shape: &[i64],
        vec: u32,
        f: &mut dyn FnMut(&mut Self, &[String]) -> Result<(), String>,
    ) -> Result<(), String> {
        if let Some(steps) = self.reg_steps(shape, vec) {
            return self.unrolled_each_element(shape, vec, steps, f);
        }
        let t = self.info().threads();
        let n: i64 = shape.iter().product();
        let v = vec.max(1) as i64;
        let per_step = t * v;
        let steps = (n + per_step - 1) / per_step;
        let c0 = self.index(0);
        let c1 = self.index(1);
        let cv = self.index(v);
        let tid_v = self.assign(&format!("arith.muli %tidx, {cv} : index"));
        let mut opened = 0;
        let base = if steps > 1 {
            let ub = self.index(steps);
            let s = self.fresh();
            self.line(&format!("scf.for {s} = {c0} to {ub} step {c1} {{"));
            self.indent += 1;
            opened += 1;
            let ps = self.index(per_step);
            let b0 = self.assign(&format!("arith.muli {s}, {ps} : index"));
            self.assign(&format!("arith.addi {b0}, {tid_v} : index"))
        } else {
            tid_v
        };
        if n < per_step * steps {
            let cn = self.index(n);
            let ok = self.assign(&format!("arith.cmpi ult, {base}, {cn} : index"));
            self.line(&format!("scf.if {ok} {{"));
            self.indent += 1;
            opened += 1;
        }
        let group = self.element_group(&base, shape, v);
        self.memo.push(HashMap::new());
        let saved = self.group.replace(group.clone());
        let saved_slot = self.slot.take();
        let mut r = Ok(());
        for idx in &group {
            r = f(self, idx);
            if r.is_err() {
                break;
            }
        }
        self.group = saved;
        self.slot = saved_slot;
        self.memo.pop();
        for _ in 0..opened {
            self.indent -= 1;
            self.line("}");
        }
        r
    }

    /// `each_element` with its steps unrolled, so each element has a fixed register slot.
    fn unrolled_each_element(
        &mut self,
        shape: &[i64],
        vec: u32,
        steps: i64,
        f: &mut dyn FnMut(&mut Self, &[String]) -> Result<(), String>,
    ) -> Result<(), String> {
        let t = self.info().threads();
        let v = vec.max(1) as i64;
        let cv = self.index(v);
        let tid_v = self.assign(&format!("arith.muli %tidx, {cv} : index"));
        let saved_slot = self.slot.take();
        let saved_group = self.group.take();
        let mut r = Ok(());
        let first = self.element_group(&tid_v, shape, v);
        let inner: i64 = shape.iter().skip(1).product();
        for step in 0..steps {
            // A step that starts a whole number of rows later reuses step 0's indices shifted
            // along the outer axis, so later steps' addresses differ by constants.
            let group = if step == 0 {
                first.clone()
            } else if (step * t * v) % inner == 0 {
                let rows = self.index(step * t * v / inner);
                first
                    .iter()
                    .map(|idx| {
                        let mut idx = idx.clone();
                        idx[0] = self.assign(&format!("arith.addi {}, {rows} : index", idx[0]));
                        idx
                    })
                    .collect()
            } else {
                let off = self.index(step * t * v);
                let base = self.assign(&format!("arith.addi {tid_v}, {off} : index"));
                self.element_group(&base, shape, v)
            };
            self.memo.push(HashMap::new());
            self.group = Some(group.clone());
            self.slot = Some(SlotCtx { shape: shape.to_vec(), vec, base: (step * v) as usize, group: group.clone() });
            for idx in &group {
                r = f(self, idx);
                if r.is_err() {
                    break;
                }
            }
            self.memo.pop();
            if r.is_err() {
                break;
            }
        }
        self.slot = saved_slot;
        self.group = saved_group;
        r
    }

    /// Indices of the `v` consecutive elements starting at linear element `base`.
    fn element_group(&mut self, base: &str, shape: &[i64], v: i64) -> Vec<Vec<String>> {
        let base_idx = self.delinearize(base, shape);
        let mut group = vec![base_idx.clone()];
        for k in 1..v {
            let mut idx = base_idx.clone();
            let ck = self.index(k);
            let last = idx.pop().unwrap();
            idx.push(self.assign(&format!("arith.addi {last}, {ck} : index")));
            group.push(idx);
        }
        group
    }

    fn delinearize(&mut self, lin: &str, shape: &[i64]) -> Vec<String> {
        let mut out = vec![String::new(); shape.len()];
        let mut stride = 1i64;
        for k in (0..shape.len()).rev() {
            let d = shape[k];
            let q = if stride == 1 {
                lin.to_string()
            } else {
                let s = self.index(stride);
                self.assign(&format!("arith.divui {lin}, {s} : index"))
            };
            out[k] = if k == 0 {
                q
            } else {
                let n = self.index(d);
                self.assign(&format!("arith.remui {q}, {n} : index"))
            };
            stride *= d;
        }
        out
    }

    /// A grouped load of the `vec` consecutive elements of `idx`'s group, when `idx` leads it:
    /// as few vector loads as `access_vec` allows; every element is memoised.
    /// Whether `mask` keeps a leading run of each group of a wider access than its constancy
    /// allows (a tile's ragged edge): then whole groups are accessed as vectors (widening
    /// `chunk`) and the group at the edge element by element.
    fn run_mask(
        &self,
        ptr: ValueId,
        mask: Option<ValueId>,
        pty: &Type,
        group: &[Vec<String>],
        chunk: &mut usize,
    ) -> bool {
        let Some(m) = mask else { return false };
        let wide = (self.access_vec(ptr, None, pty) as usize).min(group.len());
        let ok = wide > *chunk && group.len().is_multiple_of(wide) && self.masks_prefixes(m, wide as i64, 0);
        if ok {
            *chunk = wide;
        }
        ok
    }

    /// A group under a mask that keeps a leading run of it (`run_mask`): the whole group as one
    /// vector, the group at the edge lane by lane (its kept lanes loaded, `others` elsewhere).
    fn load_group_by_run(
        &mut self,
        m: ValueId,
        ptr: ValueId,
        part: &[Vec<String>],
        others: &[String],
        p: &str,
        (t, vt, align): (&str, &str, u32),
    ) -> Result<String, String> {
        let pt = self.ptr_ty.clone();
        let kept = self.kept_lanes(m, part)?;
        let all = self.assign(&format!("arith.constant {} : i32", part.len()));
        let whole = self.assign(&format!("arith.cmpi eq, {kept}, {all} : i32"));
        let res = self.fresh();
        self.line(&format!("{res} = scf.if {whole} -> ({vt}) {{"));
        self.indent += 1;
        let l = self.assign(&format!("llvm.load {p} {{alignment = {align} : i64}} : {pt} -> {vt}"));
        self.line(&format!("scf.yield {l} : {vt}"));
        self.indent -= 1;
        self.line("} else {");
        self.indent += 1;
        self.memo.push(HashMap::new()); // what is computed in the branch stays there
        let mut lanes = vec![];
        for (i, (gi, o)) in part.iter().zip(others).enumerate() {
            let lane = self.assign(&format!("arith.constant {i} : i32"));
            let on = self.assign(&format!("arith.cmpi slt, {lane}, {kept} : i32"));
            let pi = self.elem(ptr, gi)?;
            let e = self.fresh();
            self.line(&format!("{e} = scf.if {on} -> ({t}) {{"));
            self.line(&format!("  %{}_l = llvm.load {pi} : {pt} -> {t}", &e[1..]));
            self.line(&format!("  scf.yield %{}_l : {t}", &e[1..]));
            self.line("} else {");
            self.line(&format!("  scf.yield {o} : {t}"));
            self.line("}");
            lanes.push(e);
        }
        let v = self.build_vector(&lanes, t, part.len());
        self.line(&format!("scf.yield {v} : {vt}"));
        self.memo.pop();
        self.indent -= 1;
        self.line("}");
        Ok(res)
    }

    pub(crate) fn try_vector_load(
        &mut self,
        r: ValueId,
        ptr: ValueId,
        mask: Option<ValueId>,
        other: Option<ValueId>,
        idx: &[String],
    ) -> Result<Option<String>, String> {
        let Some(group) = self.group.clone() else { return Ok(None) };
        if group.len() < 2 || group[0] != idx {
            return Ok(None);
        }
        let pty = self.f.ty(ptr).clone();
        let mut chunk = (self.access_vec(ptr, mask, &pty) as usize).min(group.len());
        let by_run = self.run_mask(ptr, mask, &pty, &group, &mut chunk);
        if chunk < 2 || group.len() % chunk != 0 {
            return Ok(None);
        }
        let elem = self.f.ty(r).dtype.clone();
        let t = self.ety(&elem);
        let vt = format!("vector<{chunk}x{t}>");
        let align = chunk as u32 * elem.scalar().unwrap().mem_bytes();
        let pt = self.ptr_ty.clone();
        let mut first = String::new();
        for part in group.chunks(chunk) {
            let p = self.elem(ptr, &part[0])?;
            let loaded = match mask {
                None => self.assign(&format!("llvm.load {p} {{alignment = {align} : i64}} : {pt} -> {vt}")),
                Some(m) => 'masked: {
                    let mut others = vec![];
                    for gi in part {
                        others.push(match other {
                            Some(o) => self.elem(o, gi)?,
                            None => self.constant(Const::Int(0), elem.scalar().unwrap()),
                        });
                    }
                    if by_run {
                        break 'masked self.load_group_by_run(m, ptr, part, &others, &p, (&t, &vt, align))?;
                    }
                    let m = self.elem(m, &part[0])?;
                    let ov = self.build_vector(&others, &t, chunk);
                    let bits = chunk as u32 * elem.scalar().unwrap().mem_bytes() * 8;
                    if self.info().predicated_loads && matches!(bits, 32 | 64 | 128) {
                        self.predicated_load(&p, &m, &ov, &vt, bits / 32)
                    } else {
                        let res = self.fresh();
                        self.line(&format!("{res} = scf.if {m} -> ({vt}) {{"));
                        self.indent += 1;
                        let l = self.assign(&format!("llvm.load {p} {{alignment = {align} : i64}} : {pt} -> {vt}"));
                        self.line(&format!("scf.yield {l} : {vt}"));
                        self.indent -= 1;
                        self.line("} else {");
                        self.line(&format!("  scf.yield {ov} : {vt}"));
                        self.line("}");
                        res
                    }
                }
            };
            for (k, gi) in part.iter().enumerate() {
                let ck = self.assign(&format!("llvm.mlir.constant({k} : i32) : i32"));
                let e = self.assign(&format!("llvm.extractelement {loaded}[{ck} : i32] : {vt}"));
                if first.is_empty() {
                    first = e.clone();
                }
                self.memo.last_mut().unwrap().insert((r, gi.clone()), e);
            }
        }
        Ok(Some(first))
    }

    /// A masked vector load as one predicated PTX `ld.global` of `words` 32-bit words, the
    /// words first set to `other` (as upstream emits it): no branch around the load, so the
    /// loop bodies around it stay straight-line code. Side-effecting, so LLVM keeps it in order
    /// with stores.
    fn predicated_load(&mut self, ptr: &str, mask: &str, other: &str, vt: &str, words: u32) -> String {
        let wt = format!("vector<{words}xi32>");
        let ow = self.assign(&format!("llvm.bitcast {other} : {vt} to {wt}"));
        let mut ins = vec![];
        for k in 0..words {
            let ck = self.assign(&format!("llvm.mlir.constant({k} : i32) : i32"));
            ins.push(self.assign(&format!("llvm.extractelement {ow}[{ck} : i32] : {wt}")));
        }
        let n = words as usize;
        let outs: Vec<String> = (0..n).map(|k| format!("${k}")).collect();
        let movs: String = (0..n).map(|k| format!("mov.u32 ${k}, ${}; ", n + k)).collect();
        let shape = if n == 1 { String::new() } else { format!(".v{n}") };
        let asm = format!("{movs}@${} ld.global{shape}.b32 {{ {} }}, [ ${} + 0 ];", 2 * n, outs.join(", "), 2 * n + 1);
        let constraints = format!("{}{},b,l", "=r,".repeat(n), vec!["r"; n].join(","));
        let pt = self.ptr_ty.clone();
        let arg_tys = format!("{}, i1, {pt}", vec!["i32"; n].join(", "));
        let ret = if n == 1 { "i32".to_string() } else { format!("!llvm.struct<({})>", vec!["i32"; n].join(", ")) };
        let res = self.assign(&format!(
            "llvm.inline_asm has_side_effects \"{asm}\", \"{constraints}\" {}, {mask}, {ptr} : ({arg_tys}) -> {ret}",
            ins.join(", ")
        ));
        let mut v = self.assign(&format!("llvm.mlir.undef : {wt}"));
        for k in 0..n {
            let w = if n == 1 { res.clone() } else { self.assign(&format!("llvm.extractvalue {res}[{k}] : {ret}")) };
            let ck = self.assign(&format!("llvm.mlir.constant({k} : i32) : i32"));
            v = self.assign(&format!("llvm.insertelement {w}, {v}[{ck} : i32] : {wt}"));
        }
        self.assign(&format!("llvm.bitcast {v} : {wt} to {vt}"))
    }

    pub(crate) fn build_vector(&mut self, elems: &[String], t: &str, v: usize) -> String {
        let vt = format!("vector<{v}x{t}>");
        let mut cur = self.assign(&format!("llvm.mlir.undef : {vt}"));
        for (k, e) in elems.iter().enumerate() {
            let ck = self.assign(&format!("llvm.mlir.constant({k} : i32) : i32"));
            cur = self.assign(&format!("llvm.insertelement {e}, {cur}[{ck} : i32] : {vt}"));
        }
        cur
    }

    /// A grouped store of `idx`'s group, by as few vector stores as `access_vec` allows; true
    /// when this element was handled by one.
    pub(crate) fn try_vector_store(
        &mut self,
        ptr: ValueId,
        value: ValueId,
        mask: Option<ValueId>,
        idx: &[String],
    ) -> Result<bool, String> {
        let Some(group) = self.group.clone() else { return Ok(false) };
        if group.len() < 2 {
            return Ok(false);
        }
        let pty = self.f.ty(ptr).clone();
        let mut chunk = (self.access_vec(ptr, mask, &pty) as usize).min(group.len());
        let by_run = self.run_mask(ptr, mask, &pty, &group, &mut chunk).then(|| mask.unwrap());
        if chunk < 2 || group.len() % chunk != 0 {
            return Ok(false);
        }
        if group[0] != idx {
            return Ok(true); // stored with the group's first element
        }
        let elem = pty.dtype.pointee().unwrap().clone();
        let t = self.ety(&elem);
        let pt = self.ptr_ty.clone();
        let align = chunk as u32 * elem.scalar().unwrap().mem_bytes();
        let vt = format!("vector<{chunk}x{t}>");
        let from_rows = self.shared_rows_of(value, chunk);
        for part in group.chunks(chunk) {
            // (a ragged part's lanes are stored one by one from `vals`)
            let (vals, vec) = match from_rows.as_ref().filter(|_| by_run.is_none()) {
                // one aligned shared-memory load per part: element loads from a padded tile were
                // not merged back into vectors by LLVM
                Some(buf) => {
                    let vty = self.f.ty(value).clone();
                    let q = self.smem_elem_ptr(buf, &part[0], &vty);
                    (
                        vec![],
                        self.assign(&format!("llvm.load {q} {{alignment = {align} : i64}} : !llvm.ptr<3> -> {vt}")),
                    )
                }
                None => {
                    let vals: Vec<String> = part.iter().map(|gi| self.elem(value, gi)).collect::<Result<_, _>>()?;
                    let vec = self.build_vector(&vals, &t, chunk);
                    (vals, vec)
                }
            };
            let p = self.elem(ptr, &part[0])?;
            if let Some(m) = by_run {
                let kept = self.kept_lanes(m, part)?;
                let all = self.assign(&format!("arith.constant {chunk} : i32"));
                let whole = self.assign(&format!("arith.cmpi eq, {kept}, {all} : i32"));
                self.line(&format!("scf.if {whole} {{"));
                self.line(&format!("  llvm.store {vec}, {p} {{alignment = {align} : i64}} : {vt}, {pt}"));
                self.line("} else {");
                self.indent += 1;
                self.memo.push(HashMap::new()); // what is computed in the branch stays there
                for (i, (gi, v)) in part.iter().zip(&vals).enumerate() {
                    let lane = self.assign(&format!("arith.constant {i} : i32"));
                    let on = self.assign(&format!("arith.cmpi slt, {lane}, {kept} : i32"));
                    let pi = self.elem(ptr, gi)?;
                    self.line(&format!("scf.if {on} {{"));
                    self.line(&format!("  llvm.store {v}, {pi} : {t}, {pt}"));
                    self.line("}");
                }
                self.memo.pop();
                self.indent -= 1;
                self.line("}");
            } else if let Some(m) = mask {
                let m = self.elem(m, &part[0])?;
                self.line(&format!("scf.if {m} {{"));
                self.line(&format!("  llvm.store {vec}, {p} {{alignment = {align} : i64}} : {vt}, {pt}"));
                self.line("}");
            } else {
                self.line(&format!("llvm.store {vec}, {p} {{alignment = {align} : i64}} : {vt}, {pt}"));
            }
        }
        Ok(true)
    }

    /// The shared-memory tile holding `value` when a store's parts of `chunk` elements (runs
    /// along its last dimension starting at multiples of `chunk`) are aligned vectors in it.
    fn shared_rows_of(&self, value: ValueId, chunk: usize) -> Option<String> {
        let Some(Lowered::Buffer(b)) = self.vals.get(&value) else { return None };
        let ty = self.f.ty(value);
        let eb = ty.dtype.scalar().filter(|_| !ty.dtype.is_bool()).map(|s| s.mem_bytes() as usize)?;
        let last = *ty.shape.last()? as usize;
        let pitch = self.pitch.get(b).map_or(last, |p| *p as usize);
        (chunk * eb <= 16
            && last.is_multiple_of(chunk)
            && pitch.is_multiple_of(chunk)
            && self.smem_names.contains_key(b))
        .then(|| b.clone())
    }

    /// f32 math through the target's intrinsics; None when the target has no fast form.
    pub(crate) fn simt_math(&mut self, o: UnOp, x: &str) -> Option<String> {
        let imp = self.simt.as_ref()?.math_f32.iter().find(|(u, _)| *u == o).map(|(_, m)| m.clone())?;
        let arg = if imp.pre_scale != 1.0 {
            let c = self.assign(&format!("arith.constant {} : f32", float_hex(imp.pre_scale, Scalar::F32)));
            self.assign(&format!("arith.mulf {x}, {c} : f32"))
        } else {
            x.to_string()
        };
        let r = self.call(&imp.intrinsic, &[arg], &["f32"], "f32");
        Some(if imp.post_scale != 1.0 {
            let c = self.assign(&format!("arith.constant {} : f32", float_hex(imp.post_scale, Scalar::F32)));
            self.assign(&format!("arith.mulf {r}, {c} : f32"))
        } else {
            r
        })
    }

    /// Xor-shuffle of a 32- or 64-bit value across lanes.
    pub(crate) fn shuffle_xor(&mut self, x: &str, s: Scalar, offset: i64) -> String {
        let info = self.info().clone();
        let t = scalar_type(s);
        let shfl32 = |l: &mut Self, v32: &str| -> String {
            let off = l.assign(&format!("arith.constant {offset} : i32"));
            let mut args = vec![];
            let mut tys = vec![];
            for a in &info.shuffle_args {
                match a {
                    ShflArg::Value => {
                        args.push(v32.to_string());
                        tys.push("i32".to_string());
                    }
                    ShflArg::Offset => {
                        args.push(off.clone());
                        tys.push("i32".to_string());
                    }
                    ShflArg::Const(c) => {
                        args.push(l.assign(&format!("arith.constant {c} : i32")));
                        tys.push("i32".to_string());
                    }
                    ShflArg::NullPtr(asp) => {
                        args.push(l.assign(&format!("llvm.mlir.zero : !llvm.ptr<{asp}>")));
                        tys.push(format!("!llvm.ptr<{asp}>"));
                    }
                }
            }
            let tyr: Vec<&str> = tys.iter().map(|s| s.as_str()).collect();
            l.call(&info.shuffle_xor, &args, &tyr, "i32")
        };
        match s.bits() {
            64 => {
                let i =
                    if s.is_float() { self.assign(&format!("arith.bitcast {x} : {t} to i64")) } else { x.to_string() };
                let lo = self.assign(&format!("arith.trunci {i} : i64 to i32"));
                let c32 = self.assign("arith.constant 32 : i64");
                let hi64 = self.assign(&format!("arith.shrui {i}, {c32} : i64"));
                let hi = self.assign(&format!("arith.trunci {hi64} : i64 to i32"));
                let lo2 = shfl32(self, &lo);
                let hi2 = shfl32(self, &hi);
                let lo64 = self.assign(&format!("arith.extui {lo2} : i32 to i64"));
                let h64 = self.assign(&format!("arith.extui {hi2} : i32 to i64"));
                let hs = self.assign(&format!("arith.shli {h64}, {c32} : i64"));
                let r = self.assign(&format!("arith.ori {hs}, {lo64} : i64"));
                if s.is_float() {
                    self.assign(&format!("arith.bitcast {r} : i64 to {t}"))
                } else {
                    r
                }
            }
            32 => {
                let i =
                    if s.is_float() { self.assign(&format!("arith.bitcast {x} : {t} to i32")) } else { x.to_string() };
                let r = shfl32(self, &i);
                if s.is_float() {
                    self.assign(&format!("arith.bitcast {r} : i32 to {t}"))
                } else {
                    r
                }
            }
            _ => {
                let w = self.assign(&format!("arith.extui {x} : {t} to i32"));
                let r = shfl32(self, &w);
                self.assign(&format!("arith.trunci {r} : i32 to {t}"))
            }
        }
    }

    /// Combine (value, index) pairs for arg-reductions; ties keep the smaller index.
    fn arg_combine(&mut self, kind: ReduceKind, v: &str, i: &str, v2: &str, i2: &str, s: Scalar) -> (String, String) {
        let t = scalar_type(s);
        let better = self.better(kind, v2, v, s);
        let pred = if s.is_float() { "oeq" } else { "eq" };
        let eq = if s.is_float() {
            self.assign(&format!("arith.cmpf {pred}, {v2}, {v} : {t}"))
        } else {
            self.assign(&format!("arith.cmpi {pred}, {v2}, {v} : {t}"))
        };
        let lower = self.assign(&format!("arith.cmpi slt, {i2}, {i} : i32"));
        let tie = self.assign(&format!("arith.andi {eq}, {lower} : i1"));
        let take = self.assign(&format!("arith.ori {better}, {tie} : i1"));
        let nv = self.assign(&format!("arith.select {take}, {v2}, {v} : {t}"));
        let ni = self.assign(&format!("arith.select {take}, {i2}, {i} : i32"));
        (nv, ni)
    }

    /// Reduction across the threads of a program. Threads are split into groups of G lanes per
    /// output element; each lane folds a strided share of the reduced axis, then the group
    /// combines with shuffles (and shared memory beyond a warp).
    pub(crate) fn simt_reduce(
        &mut self,
        r: ValueId,
        input: ValueId,
        axis: usize,
        kind: ReduceKind,
    ) -> Result<Lowered, String> {
        if axis == 1 && !matches!(kind, ReduceKind::ArgMax | ReduceKind::ArgMin) && self.f.ty(input).shape.len() == 2 {
            if let Some(layout) = self.frag_layout_of(input, 0).filter(|l| l.wn == 1) {
                return self.frag_reduce_rows(r, input, layout, kind);
            }
        }
        let info = self.info().clone();
        let ity = self.f.ty(input).clone();
        let rty = self.f.ty(r).clone();
        let s = ity.dtype.scalar().unwrap();
        let a = match s {
            Scalar::F16 | Scalar::BF16 => Scalar::F32,
            Scalar::I1 | Scalar::I8 | Scalar::I16 => Scalar::I32,
            Scalar::U8 | Scalar::U16 => Scalar::U32,
            other => other,
        };
        let at = scalar_type(a);
        let is_arg = matches!(kind, ReduceKind::ArgMax | ReduceKind::ArgMin);
        let t = info.threads();
        let w = info.warp_size as i64;
        let m: i64 = rty.numel().max(1);
        let l_len = ity.shape[axis];
        let g = (t / m).clamp(1, t);
        let p = t / g;
        let last_axis = axis == ity.shape.len() - 1;
        let mut v = 1i64;
        if last_axis {
            v = self.natural_vec(&ity) as i64;
            while v > 1 && l_len < g * v {
                v /= 2;
            }
        }
        // A one-element result (a full reduction kept as [1] or [1, 1]) ends in every thread,
        // as a scalar does: no buffer.
        let out_buf = if rty.is_tensor() && m > 1 { Some(self.alloca(&rty)) } else { None };
        let warps_per_group = (g / w).max(1);
        let scratch_ty = Type::tensor(DType::Scalar(a), vec![p * warps_per_group]);
        let scratch = if g > w { Some(self.alloca(&scratch_ty)) } else { None };
        let iscratch_ty = Type::tensor(DType::Scalar(Scalar::I32), vec![p * warps_per_group]);
        let iscratch = if g > w && is_arg { Some(self.alloca(&iscratch_ty)) } else { None };
        let (c0, c1) = (self.index(0), self.index(1));
        let cg = self.index(g);
        let lane = self.assign(&format!("arith.remui %tidx, {cg} : index"));
        let slot = self.assign(&format!("arith.divui %tidx, {cg} : index"));
        let passes = (m + p - 1) / p;
        let mut opened = 0;
        let o = if passes > 1 {
            let ub = self.index(passes);
            let ps = self.fresh();
            self.line(&format!("scf.for {ps} = {c0} to {ub} step {c1} {{"));
            self.indent += 1;
            opened += 1;
            let cp = self.index(p);
            let b = self.assign(&format!("arith.muli {ps}, {cp} : index"));
            self.assign(&format!("arith.addi {b}, {slot} : index"))
        } else {
            slot.clone()
        };
        let cm = self.index(m);
        let valid = self.assign(&format!("arith.cmpi ult, {o}, {cm} : index"));
        let oc = self.assign(&format!("arith.select {valid}, {o}, {c0} : index"));
        let oidx = if rty.is_tensor() { self.delinearize(&oc, &rty.shape) } else { vec![] };
        // Lane-local fold: a full reduction over an unrolled distribution reads the thread's
        // elements where they are (registers included); otherwise a loop over the lane's share.
        let nat = self.natural_vec(&ity);
        let (mut val, mut vidx) = if m == 1 && !is_arg && self.reg_steps(&ity.shape, nat).is_some() {
            let mut cur = self.identity(kind, a);
            let shape = ity.shape.clone();
            self.simt_each_element(&shape, nat, &mut |l, idx| {
                let x = l.elem(input, idx)?;
                let x = if a != s { l.cast(&x, s, a) } else { x };
                cur = l.combine(kind, &cur, &x, a);
                Ok(())
            })?;
            (cur, String::new())
        } else {
            let init = self.identity(kind, a);
            let zi = self.assign("arith.constant 0 : i32");
            let steps = (l_len + g * v - 1) / (g * v);
            let (k, acc, acci, res) = (self.fresh(), self.fresh(), self.fresh(), self.fresh());
            let ub = self.index(steps);
            if is_arg {
                self.line(&format!("{res}:2 = scf.for {k} = {c0} to {ub} step {c1} iter_args({acc} = {init}, {acci} = {zi}) -> ({at}, i32) {{"));
            } else {
                self.line(&format!(
                    "{res} = scf.for {k} = {c0} to {ub} step {c1} iter_args({acc} = {init}) -> ({at}) {{"
                ));
            }
            self.indent += 1;
            self.memo.push(HashMap::new());
            let cgv = self.index(g * v);
            let cv = self.index(v);
            let kb = self.assign(&format!("arith.muli {k}, {cgv} : index"));
            let lv = self.assign(&format!("arith.muli {lane}, {cv} : index"));
            let j0 = self.assign(&format!("arith.addi {kb}, {lv} : index"));
            // Lanes past the end of the axis read element 0 (always valid) and fold the identity.
            let partial = l_len % (g * v) != 0;
            let mut group = vec![];
            let mut in_bounds = vec![];
            let mut positions = vec![];
            for q in 0..v {
                let cq = self.index(q);
                let j = if q == 0 { j0.clone() } else { self.assign(&format!("arith.addi {j0}, {cq} : index")) };
                positions.push(j.clone());
                let j = if partial {
                    let cl = self.index(l_len);
                    let inb = self.assign(&format!("arith.cmpi ult, {j}, {cl} : index"));
                    let jc = self.assign(&format!("arith.select {inb}, {j}, {c0} : index"));
                    in_bounds.push(inb);
                    jc
                } else {
                    j
                };
                let mut idx = oidx.clone();
                idx.insert(axis, j);
                group.push(idx);
            }
            let saved = self.group.replace(if partial { vec![] } else { group.clone() });
            let (mut cur, mut curi) = (acc.clone(), acci.clone());
            for (q, idx) in group.iter().enumerate() {
                let x = self.elem(input, idx)?;
                let x = if a != s { self.cast(&x, s, a) } else { x };
                let j = &positions[q];
                let x = if partial {
                    let id = self.identity(kind, a);
                    self.assign(&format!("arith.select {}, {x}, {id} : {at}", in_bounds[q]))
                } else {
                    x
                };
                if is_arg {
                    let ji = self.assign(&format!("arith.index_cast {j} : index to i32"));
                    let (nv, ni) = self.arg_combine(kind, &cur, &curi, &x, &ji, a);
                    cur = nv;
                    curi = ni;
                } else {
                    cur = self.combine(kind, &cur, &x, a);
                }
            }
            self.group = saved;
            if is_arg {
                self.line(&format!("scf.yield {cur}, {curi} : {at}, i32"));
            } else {
                self.line(&format!("scf.yield {cur} : {at}"));
            }
            self.memo.pop();
            self.indent -= 1;
            self.line("}");
            if is_arg {
                (format!("{res}#0"), format!("{res}#1"))
            } else {
                (res.clone(), String::new())
            }
        };
        // Combine within the warp part of the group.
        let mut off = g.min(w) / 2;
        while off >= 1 {
            let other = self.shuffle_xor(&val, a, off);
            if is_arg {
                let oi = self.shuffle_xor(&vidx, Scalar::I32, off);
                let (nv, ni) = self.arg_combine(kind, &val, &vidx, &other, &oi, a);
                val = nv;
                vidx = ni;
            } else {
                val = self.combine(kind, &val, &other, a);
            }
            off /= 2;
        }
        // Across the warps of a group, through shared memory.
        if let Some(sc) = &scratch {
            let cw = self.index(w);
            let wig = self.assign(&format!("arith.divui {lane}, {cw} : index"));
            let liw = self.assign(&format!("arith.remui %tidx, {cw} : index"));
            let first = self.assign(&format!("arith.cmpi eq, {liw}, {c0} : index"));
            let cwg = self.index(warps_per_group);
            let sbase = self.assign(&format!("arith.muli {slot}, {cwg} : index"));
            let sidx = self.assign(&format!("arith.addi {sbase}, {wig} : index"));
            self.sync();
            self.line(&format!("scf.if {first} {{"));
            self.indent += 1;
            self.store_elem(&val, sc, std::slice::from_ref(&sidx), &scratch_ty);
            if let Some(isc) = &iscratch {
                self.store_elem(&vidx, isc, std::slice::from_ref(&sidx), &iscratch_ty);
            }
            self.indent -= 1;
            self.line("}");
            self.sync();
            let mut cv = self.buf_load_raw(sc, std::slice::from_ref(&sbase), &scratch_ty);
            let mut ci = if let Some(isc) = &iscratch {
                self.buf_load_raw(isc, std::slice::from_ref(&sbase), &iscratch_ty)
            } else {
                String::new()
            };
            for q in 1..warps_per_group {
                let cq = self.index(q);
                let si = self.assign(&format!("arith.addi {sbase}, {cq} : index"));
                let x = self.buf_load_raw(sc, std::slice::from_ref(&si), &scratch_ty);
                if let Some(isc) = &iscratch {
                    let xi = self.buf_load_raw(isc, &[si], &iscratch_ty);
                    let (nv, ni) = self.arg_combine(kind, &cv, &ci, &x, &xi, a);
                    cv = nv;
                    ci = ni;
                } else {
                    cv = self.combine(kind, &cv, &x, a);
                }
            }
            val = cv;
            vidx = ci;
            self.sync();
        }
        let out_s = rty.dtype.scalar().unwrap();
        let result = if is_arg {
            vidx
        } else if a != out_s {
            self.cast(&val, a, out_s)
        } else {
            val
        };
        match &out_buf {
            Some(buf) => {
                let first = self.assign(&format!("arith.cmpi eq, {lane}, {c0} : index"));
                let wr = self.assign(&format!("arith.andi {first}, {valid} : i1"));
                self.line(&format!("scf.if {wr} {{"));
                self.indent += 1;
                self.store_elem(&result, buf, &oidx, &rty);
                self.indent -= 1;
                self.line("}");
                for _ in 0..opened {
                    self.indent -= 1;
                    self.line("}");
                }
                self.sync();
                Ok(Lowered::Buffer(buf.clone()))
            }
            None => Ok(Lowered::Scalar(result)),
        }
    }

    /// Inclusive scan: a sequential loop along `axis` for each line, one line per thread on SIMT
    /// targets (correct, not fast); shared by both kinds of target.
    pub(crate) fn scan(
        &mut self,
        r: ValueId,
        input: ValueId,
        axis: usize,
        kind: ScanKind,
        reverse: bool,
    ) -> Result<String, String> {
        let ty = self.f.ty(r).clone();
        let s = ty.dtype.scalar().unwrap();
        let t = scalar_type(s);
        let out = self.alloca(&ty);
        let mut outer = ty.shape.clone();
        outer.remove(axis);
        if outer.is_empty() {
            outer.push(1);
        }
        let n = ty.shape[axis];
        let rank1 = ty.shape.len() == 1;
        self.each_element(&outer, 1, |l, oidx| {
            let (c0, c1, cn) = (l.index(0), l.index(1), l.index(n));
            let init = match (kind, s.is_float()) {
                (ScanKind::Sum, true) => l.assign(&format!("arith.constant 0.0 : {t}")),
                (ScanKind::Sum, false) => l.assign(&format!("arith.constant 0 : {t}")),
                (ScanKind::Prod, true) => l.assign(&format!("arith.constant 1.0 : {t}")),
                (ScanKind::Prod, false) => l.assign(&format!("arith.constant 1 : {t}")),
            };
            let (res, k, acc) = (l.fresh(), l.fresh(), l.fresh());
            l.line(&format!("{res} = scf.for {k} = {c0} to {cn} step {c1} iter_args({acc} = {init}) -> ({t}) {{"));
            l.indent += 1;
            l.memo.push(HashMap::new());
            let pos = if reverse {
                let last = l.index(n - 1);
                l.assign(&format!("arith.subi {last}, {k} : index"))
            } else {
                k.clone()
            };
            let mut idx = if rank1 { vec![] } else { oidx.to_vec() };
            idx.insert(axis, pos);
            let x = l.elem(input, &idx)?;
            let op = if kind == ScanKind::Sum { BinOp::Add } else { BinOp::Mul };
            let nv = l.binary(op, &acc, &x, s);
            l.store_elem(&nv, &out, &idx, &ty);
            l.line(&format!("scf.yield {nv} : {t}"));
            l.memo.pop();
            l.indent -= 1;
            l.line("}");
            Ok(())
        })?;
        self.sync();
        Ok(out)
    }
}
