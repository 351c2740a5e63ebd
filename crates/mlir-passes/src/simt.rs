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
}

/// A warp-wide (32 lanes) m16n8k16 MMA with f32 accumulators: four A registers (two f16/bf16
/// each), two B registers, four C/D values per lane (lane = 4 * group + quad), with operand
/// fragments read from shared memory by `ldmatrix`.
#[derive(Clone, Debug)]
pub struct MmaInfo {
    /// Intrinsic for f16 operands (A and B as vector<2xf16>).
    pub f16: String,
    /// Intrinsic for bf16 operands (A and B as i32 pairs).
    pub bf16: String,
    /// Loads of four 8x8 b16 matrices, as stored and transposed, and of two transposed; the
    /// pointer's address space is appended to the name.
    pub ldmatrix_x4: String,
    pub ldmatrix_x4_trans: String,
    pub ldmatrix_x2_trans: String,
}

/// A warp-group (4 warps, 128 lanes) asynchronous MMA, m64nNk16 with f32 accumulators, both
/// operands read from swizzled shared memory through 64-bit matrix descriptors (NVIDIA wgmma on
/// Hopper; the analogue of MUSA's SQMMA). The instruction spellings are the target's.
#[derive(Clone, Debug)]
pub struct WgmmaInfo {
    /// The MMA, with `{n}` for N and `{t}` for the operand type (`f16`, `bf16`).
    pub mma: String,
    /// Largest N of one instruction.
    pub max_n: i64,
    /// Orders earlier register accesses before the asynchronous MMAs (instruction text).
    pub fence: String,
    /// Closes the group of MMAs issued so far (instruction text).
    pub commit: String,
    /// Waits until at most `{n}` groups are pending (instruction text).
    pub wait: String,
    /// Makes this thread's shared-memory stores visible to the MMA unit (instruction text).
    pub proxy_fence: String,
}

#[derive(Clone, Debug)]
pub enum Engine {
    Warp(MmaInfo),
    WarpGroup(WgmmaInfo),
}

/// The matrix-engine lowering chosen for one dot.
#[derive(Clone, Debug)]
pub struct MmaPlan {
    pub engine: Engine,
    pub layout: FragLayout,
}

/// Swizzle width (bytes per row of a swizzle atom) for a 16-bit operand tile whose contiguous
/// side is `cols` long: the widest of 128, 64, 32 bytes that divides the row.
fn swizzle_bytes(cols: i64) -> Option<i64> {
    [128, 64, 32].into_iter().find(|s| (cols * 2) % s == 0)
}

/// How the warps share an MMA result tile of `m` x `n`: a `wm` x `wn` grid of warps. Warp (i, j)
/// owns the m16 row tiles i, i + wm, i + 2 wm, ... (so four consecutive warps cover the 64 rows
/// of a warp-group MMA) and the j-th (n / wn)-wide column block, as m16n8 tiles; warps beyond the
/// grid repeat its work.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct FragLayout {
    pub m: i64,
    pub n: i64,
    pub wm: i64,
    pub wn: i64,
}

/// Shared-memory stages of a looped warp-group dot's operands. Iteration i stores stage i % 3,
/// and waits for its MMAs with one group pending; stage (i + 1) % 3 was last read by the MMAs of
/// iteration i - 2, which every warp waited for before the barrier of iteration i. So the next
/// iteration's stores need no barrier of their own.
pub const OPERAND_STAGES: i64 = 3;

/// Accumulator values one lane may keep in registers.
const MAX_FRAG_SLOTS: i64 = 128;

impl FragLayout {
    /// Split the larger per-warp side while it divides evenly; None when a lane would hold more
    /// accumulators than fit in registers.
    pub fn choose(m: i64, n: i64, num_warps: i64) -> Option<FragLayout> {
        if m % 16 != 0 || n % 8 != 0 {
            return None;
        }
        let (mut wm, mut wn) = (1, 1);
        while wm * wn * 2 <= num_warps {
            let can_m = (m / wm) % 32 == 0;
            // Keep warp blocks 16 wide where possible (one ldmatrix.x4 serves two n8 tiles).
            let can_n = (n / wn) % 32 == 0 || (!can_m && (n / wn) % 16 == 0);
            match (can_m, can_n) {
                (true, true) if m / wm >= n / wn => wm *= 2,
                (_, true) => wn *= 2,
                (true, false) => wm *= 2,
                (false, false) => break,
            }
        }
        let l = FragLayout { m, n, wm, wn };
        (l.slots() <= MAX_FRAG_SLOTS).then_some(l)
    }

    /// m16 and n8 tiles per warp.
    pub fn tiles(&self) -> (i64, i64) {
        (self.m / self.wm / 16, self.n / self.wn / 8)
    }

    pub fn slots(&self) -> i64 {
        let (tm, tn) = self.tiles();
        tm * tn * 4
    }
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

    fn info(&self) -> &SimtTargetInfo {
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
        let mut out = String::from("module {\n");
        writeln!(out, "  llvm.mlir.global external @global_smem() {{addr_space = 3 : i32, alignment = 16 : i64}} : !llvm.array<0 x i8>").unwrap();
        for (name, sig) in &self.intrinsics {
            let (args, ret) = sig.split_once(" -> ").unwrap();
            let ret = if ret == "()" { String::new() } else { format!(" -> {ret}") };
            writeln!(out, "  llvm.func @{name}{args}{ret}").unwrap();
        }
        writeln!(out, "  func.func @{}({}) {{", f.name, params.join(", ")).unwrap();
        out.push_str(&head);
        out.push_str(body_prologue);
        out.push_str(body);
        out.push_str("    func.return\n  }\n}\n");
        out
    }

    pub(crate) fn smem_alloc(&mut self, ty: &Type) -> String {
        let eb = ty.dtype.scalar().map(|s| s.mem_bytes() as i64).unwrap_or(8);
        let off = (self.smem_bytes + 15) / 16 * 16;
        self.smem_bytes = off + ty.numel() * eb;
        self.next += 1;
        let n = format!("%sbuf{}", self.next);
        writeln!(self.prologue, "    {n}_off = arith.constant {off} : i32").unwrap();
        writeln!(self.prologue, "    {n} = llvm.getelementptr %smem[{n}_off] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8").unwrap();
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

    /// Elements per thread and step for element-wise work on a tile.
    pub(crate) fn natural_vec(&self, ty: &Type) -> u32 {
        let Some(info) = &self.simt else { return 1 };
        let bits = ty.dtype.scalar().map(|s| s.bits().max(8)).unwrap_or(64);
        let mut v = (info.max_vector_bits / bits).max(1) as i64;
        let last = ty.shape.last().copied().unwrap_or(1);
        v = v.min(last).min((ty.numel() / info.threads()).max(1));
        while v > 1 && !(is_pow2(v) && last % v == 0) {
            v /= 2;
        }
        v as u32
    }

    /// Vector width allowed for a global access through `ptr` (and `mask`).
    pub(crate) fn access_vec(&self, ptr: ValueId, mask: Option<ValueId>, ty: &Type) -> u32 {
        if self.simt.is_none() {
            return 1;
        }
        let elem = ty.dtype.pointee().unwrap();
        if elem.is_bool() {
            return 1;
        }
        let eb = elem.scalar().map(|s| s.mem_bytes() as i64).unwrap_or(8);
        let pi = self.axis.get(ptr);
        let mut v = self.natural_vec(&ty.with_dtype(elem.clone())) as i64;
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
        (n % per_step == 0 && steps >= 1 && steps <= MAX_UNROLLED_STEPS && n / t <= MAX_REG_ELEMS).then_some(steps)
    }

    /// Whether tile `v` may be kept in the threads' registers.
    pub(crate) fn regs_allowed(&self, v: ValueId, ty: &Type) -> bool {
        self.simt.is_some() && ty.is_tensor() && !self.denied.contains(&v) && self.reg_steps(&ty.shape, self.natural_vec(ty)).is_some()
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
    pub(crate) fn reg_elem(&mut self, v: ValueId, shape: &[i64], vec: u32, vals: &[String], idx: &[String]) -> Result<String, String> {
        if let Some(ctx) = &self.slot {
            if ctx.shape == shape && ctx.vec == vec {
                if let Some(k) = ctx.group.iter().position(|g| g == idx) {
                    return Ok(vals[ctx.base + k].clone());
                }
            }
        }
        Err(format!("{REG_CONFLICT}{}", v.0))
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
        for step in 0..steps {
            let base = if step == 0 {
                tid_v.clone()
            } else {
                let off = self.index(step * t * v);
                self.assign(&format!("arith.addi {tid_v}, {off} : index"))
            };
            let group = self.element_group(&base, shape, v);
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

    /// A grouped (vector) load of `vec` consecutive elements, when `idx` leads its group.
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
        if (self.access_vec(ptr, mask, &pty) as usize) < group.len() {
            return Ok(None);
        }
        let elem = self.f.ty(r).dtype.clone();
        let t = self.ety(&elem);
        let v = group.len();
        let vt = format!("vector<{v}x{t}>");
        let align = v as u32 * elem.scalar().unwrap().mem_bytes();
        let p = self.elem(ptr, idx)?;
        let pt = self.ptr_ty.clone();
        let loaded = match mask {
            None => self.assign(&format!("llvm.load {p} {{alignment = {align} : i64}} : {pt} -> {vt}")),
            Some(m) => {
                let m = self.elem(m, idx)?;
                let mut others = vec![];
                for gi in &group {
                    others.push(match other {
                        Some(o) => self.elem(o, gi)?,
                        None => self.constant(Const::Int(0), elem.scalar().unwrap()),
                    });
                }
                let ov = self.build_vector(&others, &t, v);
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
        };
        let mut first = String::new();
        for (k, gi) in group.iter().enumerate() {
            let ck = self.assign(&format!("llvm.mlir.constant({k} : i32) : i32"));
            let e = self.assign(&format!("llvm.extractelement {loaded}[{ck} : i32] : {vt}"));
            if k == 0 {
                first = e.clone();
            }
            self.memo.last_mut().unwrap().insert((r, gi.clone()), e);
        }
        Ok(Some(first))
    }

    fn build_vector(&mut self, elems: &[String], t: &str, v: usize) -> String {
        let vt = format!("vector<{v}x{t}>");
        let mut cur = self.assign(&format!("llvm.mlir.undef : {vt}"));
        for (k, e) in elems.iter().enumerate() {
            let ck = self.assign(&format!("llvm.mlir.constant({k} : i32) : i32"));
            cur = self.assign(&format!("llvm.insertelement {e}, {cur}[{ck} : i32] : {vt}"));
        }
        cur
    }

    /// A grouped (vector) store; true when this element was handled by one.
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
        if group[0] != idx {
            return Ok(true); // stored with the group's first element
        }
        let pty = self.f.ty(ptr).clone();
        let elem = pty.dtype.pointee().unwrap().clone();
        let t = self.ety(&elem);
        let v = group.len();
        let vals: Vec<String> = group.iter().map(|gi| self.elem(value, gi)).collect::<Result<_, _>>()?;
        let vec = self.build_vector(&vals, &t, v);
        let p = self.elem(ptr, idx)?;
        let pt = self.ptr_ty.clone();
        let align = v as u32 * elem.scalar().unwrap().mem_bytes();
        let vt = format!("vector<{v}x{t}>");
        if let Some(m) = mask {
            let m = self.elem(m, idx)?;
            self.line(&format!("scf.if {m} {{"));
            self.line(&format!("  llvm.store {vec}, {p} {{alignment = {align} : i64}} : {vt}, {pt}"));
            self.line("}");
        } else {
            self.line(&format!("llvm.store {vec}, {p} {{alignment = {align} : i64}} : {vt}, {pt}"));
        }
        Ok(true)
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
    fn shuffle_xor(&mut self, x: &str, s: Scalar, offset: i64) -> String {
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
                let i = if s.is_float() { self.assign(&format!("arith.bitcast {x} : {t} to i64")) } else { x.to_string() };
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
                let i = if s.is_float() { self.assign(&format!("arith.bitcast {x} : {t} to i32")) } else { x.to_string() };
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
    pub(crate) fn simt_reduce(&mut self, r: ValueId, input: ValueId, axis: usize, kind: ReduceKind) -> Result<Lowered, String> {
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
        let out_buf = if rty.is_tensor() { Some(self.alloca(&rty)) } else { None };
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
                self.line(&format!("{res} = scf.for {k} = {c0} to {ub} step {c1} iter_args({acc} = {init}) -> ({at}) {{"));
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
            if is_arg { (format!("{res}#0"), format!("{res}#1")) } else { (res.clone(), String::new()) }
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
            self.store_elem(&val, sc, &[sidx.clone()], &scratch_ty);
            if let Some(isc) = &iscratch {
                self.store_elem(&vidx, isc, &[sidx.clone()], &iscratch_ty);
            }
            self.indent -= 1;
            self.line("}");
            self.sync();
            let mut cv = self.buf_load_raw(sc, &[sbase.clone()], &scratch_ty);
            let mut ci = if let Some(isc) = &iscratch { self.buf_load_raw(isc, &[sbase.clone()], &iscratch_ty) } else { String::new() };
            for q in 1..warps_per_group {
                let cq = self.index(q);
                let si = self.assign(&format!("arith.addi {sbase}, {cq} : index"));
                let x = self.buf_load_raw(sc, &[si.clone()], &scratch_ty);
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
        let result = if is_arg { vidx } else if a != out_s { self.cast(&val, a, out_s) } else { val };
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
    pub(crate) fn scan(&mut self, r: ValueId, input: ValueId, axis: usize, kind: ScanKind, reverse: bool) -> Result<String, String> {
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

    /// The matrix-engine path for this dot, when the target has one and the shapes and types fit:
    /// the warp-group engine where the tile splits into m64 blocks, else the warp-level one.
    pub(crate) fn mma_for(&self, r: ValueId, a: ValueId, b: ValueId) -> Option<MmaPlan> {
        let info = self.simt.as_ref()?;
        let (rty, aty, bty) = (self.f.ty(r), self.f.ty(a), self.f.ty(b));
        let (m, n, k) = (rty.shape[0], rty.shape[1], aty.shape[1]);
        // The instructions are defined on 32-lane warps.
        if info.warp_size != 32 || m % 16 != 0 || n % 8 != 0 || k % 16 != 0 || rty.dtype.scalar() != Some(Scalar::F32) {
            return None;
        }
        match (aty.dtype.scalar()?, bty.dtype.scalar()?) {
            (Scalar::F16, Scalar::F16) | (Scalar::BF16, Scalar::BF16) => {}
            _ => return None,
        }
        let w = info.num_warps as i64;
        if let Some(wg) = &info.wgmma {
            let layout = FragLayout { m, n, wm: w, wn: 1 };
            let fits = w % 4 == 0 && m % (16 * w) == 0 && n <= wg.max_n && swizzle_bytes(k).is_some() && swizzle_bytes(n).is_some();
            if fits && layout.slots() <= MAX_FRAG_SLOTS {
                return Some(MmaPlan { engine: Engine::WarpGroup(wg.clone()), layout });
            }
        }
        Some(MmaPlan { engine: Engine::Warp(info.mma.clone()?), layout: FragLayout::choose(m, n, w)? })
    }

    /// The accumulator layout `v` can be evaluated in, slot by slot: an accumulator tile, or
    /// an element-wise op over one (other operands read at the slot's row and column).
    pub(crate) fn frag_layout_of(&self, v: ValueId, depth: usize) -> Option<FragLayout> {
        if self.denied.contains(&v) {
            return None; // read outside its slots in an earlier attempt
        }
        match self.vals.get(&v) {
            Some(Lowered::Frag(_, l)) => return Some(*l),
            Some(Lowered::Lazy) => {}
            _ => return None,
        }
        let op = self.defs.get(&v)?;
        if depth > 16 || !matches!(op.kind, OpKind::Bin(..) | OpKind::Un(..) | OpKind::Cast(_) | OpKind::Select(..) | OpKind::Fma(..)) {
            return None;
        }
        let shape = &self.f.ty(v).shape;
        let mut found = None;
        for o in op.kind.operands() {
            if let Some(l) = self.frag_layout_of(o, depth + 1) {
                if found.is_some_and(|f| f != l) || shape != &vec![l.m, l.n] {
                    return None;
                }
                found = Some(l);
            }
        }
        found
    }

    /// A row reduction (axis 1) of a tile in an accumulator layout whose warps span whole rows
    /// (`wn == 1`): each lane folds its slots of a row, the four lanes of a quad combine with
    /// shuffles, and the first lane of each quad writes the row's result to shared memory.
    fn frag_reduce_rows(&mut self, r: ValueId, input: ValueId, layout: FragLayout, kind: ReduceKind) -> Result<Lowered, String> {
        let rty = self.f.ty(r).clone();
        let s = self.f.ty(input).dtype.scalar().unwrap();
        let a = Self::acc_scalar(kind, s);
        let vals = match self.vals.get(&input) {
            Some(Lowered::Frag(v, _)) => v.clone(),
            _ => self.frag_vals(input, layout)?,
        };
        let pos = self.frag_positions(layout);
        let (tm, tn) = layout.tiles();
        let out = self.alloca(&rty);
        let (_, lane) = self.warp_lane(layout);
        let c4 = self.index(4);
        let quad = self.assign(&format!("arith.remui {lane}, {c4} : index"));
        let c0 = self.index(0);
        let first = self.assign(&format!("arith.cmpi eq, {quad}, {c0} : index"));
        for mi in 0..tm as usize {
            for h in 0..2usize {
                let mut cur = self.identity(kind, a);
                for ni in 0..tn as usize {
                    for e in 0..2usize {
                        let x = vals[(mi * tn as usize + ni) * 4 + h * 2 + e].clone();
                        let x = if a != s { self.cast(&x, s, a) } else { x };
                        cur = self.combine(kind, &cur, &x, a);
                    }
                }
                for off in [1, 2] {
                    let other = self.shuffle_xor(&cur, a, off);
                    cur = self.combine(kind, &cur, &other, a);
                }
                let out_s = rty.dtype.scalar().unwrap();
                let res = if a != out_s { self.cast(&cur, a, out_s) } else { cur };
                let row = pos[(mi * tn as usize) * 4 + h * 2].0.clone();
                self.line(&format!("scf.if {first} {{"));
                self.indent += 1;
                self.store_elem(&res, &out, &[row], &rty);
                self.indent -= 1;
                self.line("}");
            }
        }
        self.sync();
        Ok(Lowered::Buffer(out))
    }

    /// Stage a 16-bit tile in an accumulator layout for the warp-group engine, in the swizzled
    /// layout of `stage_swizzled`: each lane stores its slot pairs (two adjacent columns).
    fn stage_swizzled_from_frag(&mut self, v: ValueId, layout: FragLayout, swizzle: i64) -> Result<String, String> {
        let ty = self.f.ty(v).clone();
        let (rows, cols) = (ty.shape[0], ty.shape[1]);
        let off = (self.smem_bytes + 1023) / 1024 * 1024;
        self.smem_bytes = off + rows * cols * 2;
        let base = self.assign(&format!("arith.constant {off} : index"));
        let vals = self.frag_vals(v, layout)?;
        let pos = self.frag_positions(layout);
        let et = self.ety(&ty.dtype);
        for k in (0..vals.len()).step_by(2) {
            let (r, c) = (pos[k].0.clone(), pos[k].1.clone());
            let p = self.swizzled_addr(&base, &r, &c, rows, swizzle);
            self.store_smem_vector(&vals[k..k + 2], &p, &et, 2);
        }
        self.note_smem_write();
        Ok(base)
    }

    /// Index values of this lane's accumulator slots in `layout`, in slot order.
    pub(crate) fn frag_positions(&mut self, layout: FragLayout) -> Vec<(String, String)> {
        let (wl, lane) = self.warp_lane(layout);
        let (c4, cwn) = (self.index(4), self.index(layout.wn));
        let wmi = self.assign(&format!("arith.divui {wl}, {cwn} : index"));
        let wni = self.assign(&format!("arith.remui {wl}, {cwn} : index"));
        let group = self.assign(&format!("arith.divui {lane}, {c4} : index"));
        let quad = self.assign(&format!("arith.remui {lane}, {c4} : index"));
        let c2 = self.index(2);
        let quad2 = self.assign(&format!("arith.muli {quad}, {c2} : index"));
        let (c16, bn) = (self.index(16), self.index(layout.n / layout.wn));
        let row0 = self.assign(&format!("arith.muli {wmi}, {c16} : index"));
        let row0 = self.assign(&format!("arith.addi {row0}, {group} : index"));
        let col0 = self.assign(&format!("arith.muli {wni}, {bn} : index"));
        let col0 = self.assign(&format!("arith.addi {col0}, {quad2} : index"));
        let (tm, tn) = layout.tiles();
        let mut out = vec![];
        for mi in 0..tm {
            for ni in 0..tn {
                for (h, e) in [(0, 0), (0, 1), (1, 0), (1, 1)] {
                    let (ro, co) = (self.index(mi * 16 * layout.wm + 8 * h), self.index(ni * 8 + e));
                    let row = self.assign(&format!("arith.addi {row0}, {ro} : index"));
                    let col = self.assign(&format!("arith.addi {col0}, {co} : index"));
                    out.push((row, col));
                }
            }
        }
        out
    }

    /// The warp's block index in `layout` (warps beyond the grid replicate) and the lane.
    fn warp_lane(&mut self, layout: FragLayout) -> (String, String) {
        let ws = self.index(self.info().warp_size as i64);
        let warp = self.assign(&format!("arith.divui %tidx, {ws} : index"));
        let lane = self.assign(&format!("arith.remui %tidx, {ws} : index"));
        let blocks = self.index(layout.wm * layout.wn);
        (self.assign(&format!("arith.remui {warp}, {blocks} : index")), lane)
    }

    /// The values of tile `v` at this lane's accumulator slots.
    pub(crate) fn frag_vals(&mut self, v: ValueId, layout: FragLayout) -> Result<Vec<String>, String> {
        if let Some(Lowered::Frag(vals, l)) = self.vals.get(&v) {
            if *l == layout {
                return Ok(vals.clone());
            }
            let (vals, l, ty) = (vals.clone(), *l, self.f.ty(v).clone());
            let b = self.frag_to_buffer(&vals, l, &ty)?;
            self.vals.insert(v, Lowered::Buffer(b));
        }
        let pos = self.frag_positions(layout);
        let mut out = vec![];
        for (k, (i, j)) in pos.iter().enumerate() {
            let idx = vec![i.clone(), j.clone()];
            let saved = self.frag_slot.replace((idx.clone(), k));
            let r = self.elem(v, &idx);
            self.frag_slot = saved;
            out.push(r?);
        }
        Ok(out)
    }

    /// Write accumulator slots to a shared-memory tile that every thread may read.
    pub(crate) fn frag_to_buffer(&mut self, vals: &[String], layout: FragLayout, ty: &Type) -> Result<String, String> {
        let out = self.alloca(ty);
        self.frag_into(vals, layout, ty, &out);
        Ok(out)
    }

    /// Write accumulator slots into the shared-memory tile `out`, then a barrier.
    pub(crate) fn frag_into(&mut self, vals: &[String], layout: FragLayout, ty: &Type, out: &str) {
        let pos = self.frag_positions(layout);
        for (v, (i, j)) in vals.iter().zip(&pos) {
            self.store_elem(v, out, &[i.clone(), j.clone()], ty);
        }
        self.sync();
    }

    /// A shared-memory tile name for bytes from `off` (already reserved).
    pub(crate) fn smem_at(&mut self, off: i64) -> String {
        self.next += 1;
        let n = format!("%sbuf{}", self.next);
        writeln!(self.prologue, "    {n}_off = arith.constant {off} : i32").unwrap();
        writeln!(self.prologue, "    {n} = llvm.getelementptr %smem[{n}_off] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8").unwrap();
        n
    }

    /// Accumulator values safe to read: waits for warp-group MMAs still in flight.
    pub(crate) fn settle_mma(&mut self, vals: Vec<String>) -> Vec<String> {
        if !std::mem::take(&mut self.mma_pending) {
            return vals;
        }
        let wait = self.info().wgmma.as_ref().map(|w| w.wait.replace("{n}", "0")).unwrap_or_default();
        self.wait_through(&wait, vals)
    }

    /// The wait instruction `asm` with the accumulators passed through it, so that no read of
    /// them moves above it.
    fn wait_through(&mut self, asm: &str, vals: Vec<String>) -> Vec<String> {
        let total = vals.len();
        let cons: Vec<String> = (0..total).map(|_| "=f".to_string()).chain((0..total).map(|i| i.to_string())).collect();
        let st = format!("!llvm.struct<({})>", vec!["f32"; total].join(", "));
        let tys = vec!["f32".to_string(); total];
        let d = self.inline_asm(asm, &cons.join(","), &vals, &tys, Some(&st)).unwrap();
        (0..total).map(|q| self.assign(&format!("llvm.extractvalue {d}[{q}] : {st}"))).collect()
    }

    /// The elements of `v` in the vector group `idx` leads (all of them, for a stride-1
    /// distribution); None when `idx` is not the group's first (stored with the first).
    fn group_elems(&mut self, v: ValueId, idx: &[String]) -> Result<Option<Vec<String>>, String> {
        let group = self.group.clone().unwrap_or_else(|| vec![idx.to_vec()]);
        if group.len() > 1 && group[0] != idx {
            return Ok(None);
        }
        group.iter().map(|gi| self.elem(v, gi)).collect::<Result<Vec<_>, _>>().map(Some)
    }

    /// Store consecutive elements (`eb` bytes each) at shared-memory address `p` as one access.
    fn store_smem_vector(&mut self, elems: &[String], p: &str, et: &str, eb: u32) {
        let n = elems.len();
        if n == 1 {
            self.line(&format!("llvm.store {}, {p} : {et}, !llvm.ptr<3>", elems[0]));
        } else {
            let vv = self.build_vector(elems, et, n);
            self.line(&format!("llvm.store {vv}, {p} {{alignment = {} : i64}} : vector<{n}x{et}>, !llvm.ptr<3>", n as u32 * eb));
        }
    }

    /// Stage the dot operands in shared memory, rows padded so that `ldmatrix`'s eight row
    /// reads fall in distinct banks, with one barrier for both.
    fn operand_buffers(&mut self, ops: &[ValueId]) -> Result<Vec<String>, String> {
        let mut out = vec![];
        let mut wrote = false;
        for &v in ops {
            if let Some(Lowered::Buffer(b)) = self.vals.get(&v) {
                out.push(b.clone());
                continue;
            }
            let ty = self.f.ty(v).clone();
            let cols = ty.shape[1];
            // Rows of 16-byte chunks: an odd chunk count per row spreads 8 rows over all banks.
            let pitch = if (cols / 8) % 2 == 0 { cols + 8 } else { cols };
            let buf = self.smem_alloc_pitched(&ty, pitch);
            let vec = self.natural_vec(&ty);
            let et = self.ety(&ty.dtype);
            let eb = ty.dtype.scalar().unwrap().mem_bytes();
            self.simt_each_element(&ty.shape, vec, &mut |l, idx| {
                let Some(elems) = l.group_elems(v, idx)? else { return Ok(()) };
                let p = l.smem_elem_ptr(&buf, idx, &ty);
                l.store_smem_vector(&elems, &p, &et, eb);
                Ok(())
            })?;
            self.note_smem_write();
            self.vals.insert(v, Lowered::Buffer(buf.clone()));
            out.push(buf);
            wrote = true;
        }
        if wrote {
            self.sync();
        }
        Ok(out)
    }

    /// `acc + a @ b` on the warp-level matrix engine. Each warp owns a block of m16n8 tiles (see
    /// `FragLayout`); per k16 step it reads its A and B fragments from shared memory with
    /// `ldmatrix` and issues one MMA per tile. The result stays in the accumulator slots when a
    /// loop carries it (`frag_kept`), else it goes to a shared-memory tile.
    fn simt_dot_mma(&mut self, r: ValueId, a: ValueId, b: ValueId, acc: ValueId, mma: &MmaInfo, layout: FragLayout) -> Result<Lowered, String> {
        let rty = self.f.ty(r).clone();
        let (aty, bty) = (self.f.ty(a).clone(), self.f.ty(b).clone());
        let k = aty.shape[1];
        let bf16 = aty.dtype.scalar() == Some(Scalar::BF16);
        let mut vals = self.frag_vals(acc, layout)?;
        let bufs = self.operand_buffers(&[a, b])?;
        let (abuf, bbuf) = (bufs[0].clone(), bufs[1].clone());
        let (wl, lane) = self.warp_lane(layout);
        let (c8, c16, cwn) = (self.index(8), self.index(16), self.index(layout.wn));
        let wmi = self.assign(&format!("arith.divui {wl}, {cwn} : index"));
        let wni = self.assign(&format!("arith.remui {wl}, {cwn} : index"));
        let bn = self.index(layout.n / layout.wn);
        let row0 = self.assign(&format!("arith.muli {wmi}, {c16} : index"));
        let col0 = self.assign(&format!("arith.muli {wni}, {bn} : index"));
        // ldmatrix: lane l addresses row l % 16 of the 16-row slab, at column offset 8 * (l / 16).
        let lrow = self.assign(&format!("arith.remui {lane}, {c16} : index"));
        let lhalf = self.assign(&format!("arith.divui {lane}, {c16} : index"));
        let lcol = self.assign(&format!("arith.muli {lhalf}, {c8} : index"));
        let arow = self.assign(&format!("arith.addi {row0}, {lrow} : index"));
        let bcol = self.assign(&format!("arith.addi {col0}, {lcol} : index"));
        let (tm, tn) = layout.tiles();
        let pair_ty = if bf16 { "i32" } else { "vector<2xf16>" };
        let as_pair = |l: &mut Self, x: String| if bf16 { x } else { l.assign(&format!("llvm.bitcast {x} : i32 to vector<2xf16>")) };
        let intrinsic = if bf16 { mma.bf16.clone() } else { mma.f16.clone() };
        let st4 = "!llvm.struct<(f32, f32, f32, f32)>";
        for ks in 0..k / 16 {
            let ck = self.index(ks * 16);
            let acol = self.assign(&format!("arith.addi {ck}, {lcol} : index"));
            let brow = self.assign(&format!("arith.addi {ck}, {lrow} : index"));
            let mut afrag = vec![];
            for mi in 0..tm {
                let ro = self.index(mi * 16 * layout.wm);
                let row = self.assign(&format!("arith.addi {arow}, {ro} : index"));
                let p = self.smem_elem_ptr(&abuf, &[row, acol.clone()], &aty);
                let regs = self.ldmatrix(&mma.ldmatrix_x4, &p, 4);
                afrag.push(regs.into_iter().map(|x| as_pair(self, x)).collect::<Vec<_>>());
            }
            let mut bfrag = vec![];
            let mut ni = 0;
            while ni < tn {
                let pair = ni + 1 < tn;
                let co = self.index(ni * 8);
                let col = if pair { self.assign(&format!("arith.addi {bcol}, {co} : index")) } else { self.assign(&format!("arith.addi {col0}, {co} : index")) };
                let p = self.smem_elem_ptr(&bbuf, &[brow.clone(), col], &bty);
                let regs = if pair { self.ldmatrix(&mma.ldmatrix_x4_trans, &p, 4) } else { self.ldmatrix(&mma.ldmatrix_x2_trans, &p, 2) };
                let regs: Vec<String> = regs.into_iter().map(|x| as_pair(self, x)).collect();
                for chunk in regs.chunks(2) {
                    bfrag.push(chunk.to_vec());
                }
                ni += if pair { 2 } else { 1 };
            }
            for mi in 0..tm as usize {
                for ni in 0..tn as usize {
                    let slot = (mi * tn as usize + ni) * 4;
                    let mut args = afrag[mi].clone();
                    args.extend(bfrag[ni].iter().cloned());
                    args.extend(vals[slot..slot + 4].iter().cloned());
                    let mut tys: Vec<&str> = vec![pair_ty; 6];
                    tys.extend(["f32"; 4]);
                    let d = self.call(&intrinsic, &args, &tys, st4);
                    for q in 0..4 {
                        vals[slot + q] = self.assign(&format!("llvm.extractvalue {d}[{q}] : {st4}"));
                    }
                }
            }
        }
        self.dot_result(r, vals, layout, &rty)
    }

    /// A dot's accumulator slots: kept for the loop that carries them, else to shared memory.
    /// A warp-group dot's result also stays in its slots while its readers are element-wise
    /// ops, row reductions and dot operands (`frag_layout_of`); any other reader lowers the
    /// kernel again with it in shared memory (`denied`).
    fn dot_result(&mut self, r: ValueId, vals: Vec<String>, layout: FragLayout, rty: &Type) -> Result<Lowered, String> {
        if self.frag_kept.contains(&r) || (layout.wn == 1 && !self.denied.contains(&r)) {
            return Ok(Lowered::Frag(vals, layout));
        }
        Ok(Lowered::Buffer(self.frag_to_buffer(&vals, layout, rty)?))
    }

    /// `llvm.inline_asm` with side effects; `ret` None for no result.
    pub(crate) fn inline_asm(&mut self, asm: &str, constraints: &str, args: &[String], arg_tys: &[String], ret: Option<&str>) -> Option<String> {
        let text = format!(
            "llvm.inline_asm has_side_effects \"{asm}\", \"{constraints}\" {} : ({}) -> {}",
            args.join(", "),
            arg_tys.join(", "),
            ret.unwrap_or("()")
        );
        match ret {
            Some(_) => Some(self.assign(&text)),
            None => {
                self.line(&text);
                None
            }
        }
    }

    /// Stage a 16-bit operand tile in shared memory as rows of `swizzle` bytes (column panels
    /// of `swizzle / 2` elements, each `rows * swizzle` bytes), 16-byte chunks xor-swizzled by
    /// row the way the warp-group MMA reads them; returns the buffer's byte offset in `%smem`.
    /// With `parity`, `OPERAND_STAGES` stages are reserved and `parity` (an i32) picks one.
    fn stage_swizzled(&mut self, v: ValueId, swizzle: i64, parity: Option<&str>) -> Result<String, String> {
        let ty = self.f.ty(v).clone();
        let (rows, cols) = (ty.shape[0], ty.shape[1]);
        let off = (self.smem_bytes + 1023) / 1024 * 1024;
        let stage = (rows * cols * 2 + 1023) / 1024 * 1024;
        self.smem_bytes = off + stage * if parity.is_some() { OPERAND_STAGES } else { 1 };
        let mut base = self.assign(&format!("arith.constant {off} : index"));
        if let Some(p) = parity {
            let pi = self.assign(&format!("arith.index_cast {p} : i32 to index"));
            let cs = self.index(stage);
            let o = self.assign(&format!("arith.muli {pi}, {cs} : index"));
            base = self.assign(&format!("arith.addi {base}, {o} : index"));
        }
        let et = self.ety(&ty.dtype);
        let vec = self.natural_vec(&ty).min(8);
        self.simt_each_element(&ty.shape, vec, &mut |l, idx| {
            let Some(elems) = l.group_elems(v, idx)? else { return Ok(()) };
            let p = l.swizzled_addr(&base, &idx[0], &idx[1], rows, swizzle);
            l.store_smem_vector(&elems, &p, &et, 2);
            Ok(())
        })?;
        // Ring stages are ordered by the MMA waits and the barrier before the MMAs (see
        // OPERAND_STAGES): they do not ask for a barrier at the end of the loop body.
        if parity.is_none() {
            self.note_smem_write();
        }
        Ok(base)
    }

    /// Address of element (r, c) of a 16-bit tile of `rows` rows staged at byte offset `base`
    /// in `swizzle`-byte rows (see `stage_swizzled`).
    fn swizzled_addr(&mut self, base: &str, r: &str, c: &str, rows: i64, swizzle: i64) -> String {
        let (panel_elems, row_bytes, panel_bytes) = (self.index(swizzle / 2), self.index(swizzle), self.index(rows * swizzle));
        let (c8, c2, c16) = (self.index(8), self.index(2), self.index(16));
        let rows_per_xor = self.index((128 / swizzle).max(1));
        let xor_mask = self.index(swizzle / 16 - 1);
        let panel = self.assign(&format!("arith.divui {c}, {panel_elems} : index"));
        let cin = self.assign(&format!("arith.remui {c}, {panel_elems} : index"));
        let chunk = self.assign(&format!("arith.divui {cin}, {c8} : index"));
        let elem = self.assign(&format!("arith.remui {cin}, {c8} : index"));
        let rx = self.assign(&format!("arith.divui {r}, {rows_per_xor} : index"));
        let x = self.assign(&format!("arith.andi {rx}, {xor_mask} : index"));
        let sch = self.assign(&format!("arith.xori {chunk}, {x} : index"));
        let p0 = self.assign(&format!("arith.muli {panel}, {panel_bytes} : index"));
        let r0 = self.assign(&format!("arith.muli {r}, {row_bytes} : index"));
        let ch0 = self.assign(&format!("arith.muli {sch}, {c16} : index"));
        let e0 = self.assign(&format!("arith.muli {elem}, {c2} : index"));
        let mut o = self.assign(&format!("arith.addi {base}, {p0} : index"));
        for t in [&r0, &ch0, &e0] {
            o = self.assign(&format!("arith.addi {o}, {t} : index"));
        }
        let o32 = self.assign(&format!("arith.index_cast {o} : index to i32"));
        self.assign(&format!("llvm.getelementptr %smem[{o32}] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8"))
    }

    /// A shared-memory matrix descriptor (as i64) for the tile at byte offset `off` (an index
    /// value) of `%smem`: leading and stride byte offsets and the swizzle mode in the high bits.
    fn smem_desc(&mut self, off: &str, lbo: i64, sbo: i64, swizzle: i64) -> String {
        let mode: i64 = match swizzle {
            128 => 1,
            64 => 2,
            _ => 3,
        };
        let hi = ((lbo >> 4) & 0x3fff) << 16 | ((sbo >> 4) & 0x3fff) << 32 | mode << 62;
        let base = self.assign("llvm.ptrtoint %smem : !llvm.ptr<3> to i64");
        let o = self.assign(&format!("arith.index_cast {off} : index to i64"));
        let addr = self.assign(&format!("arith.addi {base}, {o} : i64"));
        let m = self.assign("arith.constant 262143 : i64");
        let a = self.assign(&format!("arith.andi {addr}, {m} : i64"));
        let c4 = self.assign("arith.constant 4 : i64");
        let lo = self.assign(&format!("arith.shrui {a}, {c4} : i64"));
        let h = self.assign(&format!("arith.constant {hi} : i64"));
        self.assign(&format!("arith.ori {lo}, {h} : i64"))
    }

    /// `acc + a @ b` on the warp-group engine. A ([M, K], K contiguous) and B ([K, N], N
    /// contiguous, read transposed) are staged swizzled; warp group g issues, per k16 step and
    /// m64 block i, one m64nNk16 MMA for rows `i * 16 * num_warps + 64 g`, then waits for all.
    fn simt_dot_wgmma(&mut self, r: ValueId, a: ValueId, b: ValueId, acc: ValueId, wg: &WgmmaInfo, layout: FragLayout) -> Result<Lowered, String> {
        let rty = self.f.ty(r).clone();
        let (m, n, k) = (layout.m, layout.n, self.f.ty(a).shape[1]);
        let w = layout.wm;
        let t = if self.f.ty(a).dtype.scalar() == Some(Scalar::BF16) { "bf16" } else { "f16" };
        let mut vals = self.frag_vals(acc, layout)?;
        // B given as trans(x) of a row-major [N, K] tile is staged from x as it is (K-major),
        // so its loads stay contiguous; otherwise B is [K, N] with N contiguous (MN-major).
        let b_kmajor = match self.defs.get(&b).map(|o| &o.kind) {
            Some(OpKind::Permute(x, perm)) if perm == &vec![1, 0] && !matches!(self.vals.get(&b), Some(Lowered::Buffer(_))) => Some(*x),
            _ => None,
        };
        let (sa, sb) = (swizzle_bytes(k).unwrap(), if b_kmajor.is_some() { swizzle_bytes(k).unwrap() } else { swizzle_bytes(n).unwrap() });
        let direct = self.frag_kept.contains(&r) && matches!(self.vals.get(&acc), Some(Lowered::Frag(..)));
        let double = self.stage_parity.clone().filter(|_| direct);
        let start = (self.smem_bytes + 1023) / 1024 * 1024;
        let abase = match self.frag_layout_of(a, 0) {
            Some(l) if double.is_none() => self.stage_swizzled_from_frag(a, l, sa)?,
            _ => self.stage_swizzled(a, sa, double.as_deref())?,
        };
        let bbase = self.stage_swizzled(b_kmajor.unwrap_or(b), sb, double.as_deref())?;
        if double.is_some() {
            self.stage_region = Some((start, self.smem_bytes - start));
        }
        self.inline_asm(&wg.proxy_fence, "", &[], &[], None);
        self.sync();
        let ws = self.index(self.info().warp_size as i64 * 4);
        let group = self.assign(&format!("arith.divui %tidx, {ws} : index"));
        let (tm, tn) = layout.tiles();
        let per_block = (tn * 4) as usize;
        let fence = wg.fence.clone();
        self.inline_asm(&fence, "", &[], &[], None);
        let asm_n = wg.mma.replace("{n}", &n.to_string()).replace("{t}", t);
        let regs = per_block;
        let outs: Vec<String> = (0..regs).map(|i| format!("${i}")).collect();
        let asm = format!(
            "{{ .reg .pred p; setp.ne.b32 p, ${}, 0; {asm_n} {{{}}}, ${}, ${}, p, 1, 1, 0, {}; }}",
            regs + 2,
            outs.join(", "),
            regs,
            regs + 1,
            if b_kmajor.is_some() { 0 } else { 1 }
        );
        let mut cons: Vec<String> = vec!["=f".into(); regs];
        cons.extend(["l".into(), "l".into(), "r".into()]);
        cons.extend((0..regs).map(|i| i.to_string()));
        let cons = cons.join(",");
        let st = format!("!llvm.struct<({})>", vec!["f32"; regs].join(", "));
        let one = self.assign("arith.constant 1 : i32");
        // Warp group g's rows start at 64 g: an offset of 64 g rows of the A tile.
        let c64 = self.index(64 * sa);
        let grow = self.assign(&format!("arith.muli {group}, {c64} : index"));
        for ks in 0..k / 16 {
            let (kk, wa) = (ks * 16, sa / 2);
            let db = if b_kmajor.is_some() {
                let wb = sb / 2;
                let bo = self.index((kk / wb) * n * sb + (kk % wb) * 2);
                let boff = self.assign(&format!("arith.addi {bbase}, {bo} : index"));
                self.smem_desc(&boff, 16, 8 * sb, sb)
            } else {
                let bo = self.index(kk * sb);
                let boff = self.assign(&format!("arith.addi {bbase}, {bo} : index"));
                self.smem_desc(&boff, k * sb, 8 * sb, sb)
            };
            for mi in 0..tm {
                let ao = self.index((kk / wa) * m * sa + mi * 16 * w * sa + (kk % wa) * 2);
                let aoff = self.assign(&format!("arith.addi {abase}, {ao} : index"));
                let aoff = self.assign(&format!("arith.addi {aoff}, {grow} : index"));
                let da = self.smem_desc(&aoff, 16, 8 * sa, sa);
                let slot = mi as usize * per_block;
                let mut args = vec![da, db.clone(), one.clone()];
                args.extend(vals[slot..slot + regs].iter().cloned());
                let mut tys = vec!["i64".to_string(), "i64".to_string(), "i32".to_string()];
                tys.extend(vec!["f32".to_string(); regs]);
                let d = self.inline_asm(&asm, &cons, &args, &tys, Some(&st)).unwrap();
                for q in 0..regs {
                    vals[slot + q] = self.assign(&format!("llvm.extractvalue {d}[{q}] : {st}"));
                }
            }
        }
        let commit = wg.commit.clone();
        self.inline_asm(&commit, "", &[], &[], None);
        // Staged in the ring: this group may run on while the next operands are stored; the one
        // before it must be done (see OPERAND_STAGES).
        let pending = if double.is_some() { "1" } else { "0" };
        let wait = wg.wait.replace("{n}", pending);
        let vals = self.wait_through(&wait, vals);
        self.mma_pending = double.is_some();
        self.dot_result(r, vals, layout, &rty)
    }

    /// One `ldmatrix` of `n` 8x8 b16 matrices; returns the lane's `n` i32 registers.
    fn ldmatrix(&mut self, intrinsic: &str, p: &str, n: usize) -> Vec<String> {
        let st = format!("!llvm.struct<({})>", vec!["i32"; n].join(", "));
        let name = format!("{intrinsic}.p3");
        let r = self.call(&name, &[p.to_string()], &["!llvm.ptr<3>"], &st);
        (0..n).map(|q| self.assign(&format!("llvm.extractvalue {r}[{q}] : {st}"))).collect()
    }

    /// `acc + a @ b` with FMAs from shared memory (the fallback for any shape).
    pub(crate) fn simt_dot(&mut self, r: ValueId, a: ValueId, b: ValueId, acc: ValueId) -> Result<Lowered, String> {
        if let Some(plan) = self.mma_for(r, a, b) {
            // The path taken, for the IR dumps.
            let l = plan.layout;
            let path = match &plan.engine {
                Engine::Warp(_) => "warp-level MMA (mma.sync m16n8k16)",
                Engine::WarpGroup(_) => "warp-group MMA (wgmma m64nNk16)",
            };
            self.line(&format!("// tl.dot {r}: {path}, warps {}x{}", l.wm, l.wn));
            return match &plan.engine {
                Engine::Warp(mma) => self.simt_dot_mma(r, a, b, acc, mma, plan.layout),
                Engine::WarpGroup(wg) => self.simt_dot_wgmma(r, a, b, acc, wg, plan.layout),
            };
        }
        self.line(&format!("// tl.dot {r}: FMA"));
        let rty = self.f.ty(r).clone();
        let s = rty.dtype.scalar().unwrap();
        let t = scalar_type(s);
        let k = self.f.ty(a).shape[1];
        let abuf = self.buffer_of(a)?;
        let bbuf = self.buffer_of(b)?;
        let aty = self.f.ty(a).clone();
        let bty = self.f.ty(b).clone();
        let out = self.alloca(&rty);
        self.each_element(&rty.shape.clone(), 1, |l, idx| {
            let init = l.elem(acc, idx)?;
            let (c0, c1, ck) = (l.index(0), l.index(1), l.index(k));
            let (res, kk, c) = (l.fresh(), l.fresh(), l.fresh());
            l.line(&format!("{res} = scf.for {kk} = {c0} to {ck} step {c1} iter_args({c} = {init}) -> ({t}) {{"));
            l.indent += 1;
            let x = l.buf_load_raw(&abuf, &[idx[0].clone(), kk.clone()], &aty);
            let y = l.buf_load_raw(&bbuf, &[kk.clone(), idx[1].clone()], &bty);
            let x = l.cast(&x, aty.dtype.scalar().unwrap(), s);
            let y = l.cast(&y, bty.dtype.scalar().unwrap(), s);
            let nv = if s.is_float() {
                l.assign(&format!("math.fma {x}, {y}, {c} : {t}"))
            } else {
                let p = l.assign(&format!("arith.muli {x}, {y} : {t}"));
                l.assign(&format!("arith.addi {c}, {p} : {t}"))
            };
            l.line(&format!("scf.yield {nv} : {t}"));
            l.indent -= 1;
            l.line("}");
            l.store_elem(&res, &out, idx, &rty);
            Ok(())
        })?;
        self.sync();
        Ok(Lowered::Buffer(out))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn warp_grids_split_the_longer_side_and_keep_16_wide_column_blocks() {
        let l = FragLayout::choose(128, 128, 8).unwrap();
        assert_eq!((l.wm, l.wn, l.tiles()), (4, 2, (2, 8)));
        let l = FragLayout::choose(64, 64, 4).unwrap();
        assert_eq!((l.wm, l.wn, l.slots()), (2, 2, 32));
        // Too small to split: the warps repeat one block.
        let l = FragLayout::choose(16, 8, 4).unwrap();
        assert_eq!((l.wm, l.wn), (1, 1));
        // More accumulators per lane than registers allow.
        assert!(FragLayout::choose(256, 256, 4).is_none());
        assert!(FragLayout::choose(24, 8, 1).is_none());
    }

    #[test]
    fn swizzle_is_the_widest_atom_dividing_the_row() {
        assert_eq!(swizzle_bytes(64), Some(128));
        assert_eq!(swizzle_bytes(32), Some(64));
        assert_eq!(swizzle_bytes(16), Some(32));
        assert_eq!(swizzle_bytes(48), Some(32));
        assert_eq!(swizzle_bytes(8), None);
    }
}
