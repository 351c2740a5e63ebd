//! MUSA PH1's tensor-memory engine (TME): a host descriptor's block copied into shared memory
//! by one thread, its completion tracked by a numbered async barrier every thread waits on.
//! Intrinsics, operand order, enum values and the barrier protocol are FlagTree's
//! (musa-mma-facts.md §3.1-3.3).

use crate::host::HostLowering;
use tm_frontend::tile_ir::*;

/// `TMESwizzleGranularity::SG_NONE`: the block lands row-major, unswizzled.
const SG_NONE: i64 = 0;
/// `TMESwizzleStride::SS_256B` and `TMESwizzleLine::SL_256B`, FlagTree's defaults.
const SS_256B: i64 = 3;
const SL_256B: i64 = 1;
/// `TMEPrefetchSize::SZ_NONE`, `TMEPersistence::CACHE_NORMAL`, `TMEL2CachePolicy::NEW_ALLOC`.
const PREFETCH_NONE: i64 = 0;
const CACHE_NORMAL: i64 = 2;
const NEW_ALLOC: i64 = 0;
/// Async barrier ids run from 1 to 63; id 1 is the async copies' own when they are on.
const MAX_BARRIER_ID: u32 = 63;

impl<'f> HostLowering<'f> {
    /// Copy the block of descriptor `desc` at `offsets` into a fresh shared-memory tile (row
    /// major, as every shared tile) and wait for it; returns the tile.
    pub(crate) fn tme_load(&mut self, r: ValueId, desc: &str, offsets: &[ValueId]) -> Result<String, String> {
        let ty = self.f.ty(r).clone();
        let Some(elem) = ty.dtype.scalar() else { return Err(format!("internal: TME load of {}", ty.dtype)) };
        let rank = ty.shape.len();
        let hidden = crate::passes::descriptors::tensor_map_param(desc);
        let param = self
            .f
            .params
            .iter()
            .find(|p| p.name == hidden)
            .ok_or_else(|| format!("internal: no tensor-map parameter for descriptor '{desc}'"))?
            .value;
        let floor = self.info().musa.as_ref().is_some_and(|m| m.async_copy) as u32;
        let bar_id = floor + self.tme_barriers + 1;
        if bar_id > MAX_BARRIER_ID {
            return Err(format!(
                "the kernel reads {} descriptor blocks through TME; the hardware has {MAX_BARRIER_ID} async barriers \
                 (set DISABLE_TME=1 to read them as masked loads)",
                self.tme_barriers + 1
            ));
        }
        self.tme_barriers += 1;
        self.tme_barrier_count = self.tme_barrier_count.max(bar_id);

        let bytes = ty.numel() * elem.mem_bytes() as i64;
        let off = self.smem_reserve(bytes, 128);
        let buf = self.smem_at(off);
        let desc_ptr = self.elem(param, &[])?;
        let pt = self.ptr_ty.clone();
        let desc_addr = self.assign(&format!("llvm.ptrtoint {desc_ptr} : {pt} to i64"));
        // Innermost dimension first, for the block's extent and its position alike.
        let (dims_ty, block_dim, block_pos) = if rank == 1 {
            let d = self.assign(&format!("arith.constant {} : i32", ty.shape[0]));
            ("i32".to_string(), d, self.elem(offsets[0], &[])?)
        } else {
            let vty = format!("vector<{rank}xi32>");
            let dims: Vec<String> = ty.shape.iter().rev().map(|d| d.to_string()).collect();
            let dim = self.assign(&format!("arith.constant dense<[{}]> : {vty}", dims.join(", ")));
            let mut pos = self.assign(&format!("llvm.mlir.undef : {vty}"));
            for (k, o) in offsets.iter().rev().enumerate() {
                let o = self.elem(*o, &[])?;
                let k = self.assign(&format!("arith.constant {k} : i32"));
                pos = self.assign(&format!("llvm.insertelement {o}, {pos}[{k} : i32] : {vty}"));
            }
            (vty, dim, pos)
        };
        let i32c = |l: &mut Self, v: i64| l.assign(&format!("arith.constant {v} : i32"));
        let bar = i32c(self, bar_id as i64);
        let one = i32c(self, 1);
        let zero = i32c(self, 0);
        let nbytes = i32c(self, bytes);
        let cfg: Vec<String> = [SG_NONE, SS_256B, SL_256B, PREFETCH_NONE, CACHE_NORMAL, CACHE_NORMAL, NEW_ALLOC]
            .iter()
            .map(|v| i32c(self, *v))
            .collect();
        // Every thread is done reading the tile's last contents before the engine rewrites it
        // (FlagTree puts a full barrier before each TME load).
        self.call_void("llvm.musa.barrier0", &[], &[]);
        let tid = self.tid.clone();
        let first = self.assign(&format!("arith.cmpi eq, {tid}, {zero} : i32"));
        self.line(&format!("scf.if {first} {{"));
        self.indent += 1;
        self.call_void("llvm.musa.async.init.arrival", &[bar.clone(), one.clone(), zero.clone()], &["i32"; 3]);
        self.call_void("llvm.musa.async.add.trans", &[bar.clone(), nbytes], &["i32"; 2]);
        let name = format!("llvm.musa.tme.ld.tile.{rank}d");
        let mut args = vec![bar.clone(), buf.clone(), desc_addr, block_dim, block_pos];
        args.extend(cfg);
        let mut tys = vec!["i32", "!llvm.ptr<3>", "i64", dims_ty.as_str(), dims_ty.as_str()];
        tys.extend(["i32"; 7]);
        self.call_void(&name, &args, &tys);
        self.call_void("llvm.musa.async.arrive.none.phaseid", std::slice::from_ref(&bar), &["i32"]);
        self.indent -= 1;
        self.line("}");
        // The barrier is armed afresh for each copy, so the phase waited for is always 0; no
        // thread waits before it is armed again (FlagTree's sequence has no barrier here, which
        // leaves a thread free to see the last copy's completed phase).
        self.call_void("llvm.musa.barrier0", &[], &[]);
        self.call_void("llvm.musa.async.wait", &[bar, zero], &["i32"; 2]);
        Ok(buf)
    }
}
