; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p:64:64:64:64-p1:64:64:64:64-p2:64:64:64:64-p3:32:32-p4:32:32-p5:64:64-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128"

@global_smem = external addrspace(3) global [0 x i8], align 4096

; Function Attrs: nofree nosync nounwind readnone
declare float @llvm.exp2.f32(float) #0

; Function Attrs: convergent nounwind
declare void @llvm.musa.barrier0() #1

declare void @llvm.musa.memcpy.g2s(ptr addrspace(3), ptr addrspace(1), i32, i32)

declare void @llvm.musa.memcpy.g2s.wait()

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.musa.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.musa.read.ptx.sreg.tid.x() #2

; Function Attrs: convergent nounwind
declare i32 @llvm.musa.shfl.xor.sync.i32(i32, i32, i32, ptr addrspace(5)) #1

declare i32 @llvm.musa.sqmma.desc.half(i16, i32, i32, i32)

declare i32 @llvm.musa.sqmma.desc.i8(i8, i32, i32, i32)

; Function Attrs: convergent nounwind
declare <32 x i32> @llvm.musa.sqmma.fmma.m64n64k32.mma(i32, i32, <32 x i32>, i32, i32, i32, i32, i32, i32, i32, i32, i32) #1

; Function Attrs: convergent nounwind
declare <16 x i32> @llvm.musa.sqmma.smma.m64n32k64.mma(i32, i32, <16 x i32>, i32, i32, i32, i32, i32, i32, i32, i32, i32) #1

; Function Attrs: convergent nounwind
declare void @llvm.musa.sqmma.wait() #1

; Function Attrs: convergent nounwind
declare void @llvm.musa.syncthreads.lm() #1

define cc 102 void @attention_kernel(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) nocapture readonly %2, ptr addrspace(1) nocapture writeonly %3, float %4, i32 %5) local_unnamed_addr {
  %7 = tail call i32 @llvm.musa.read.ptx.sreg.tid.x()
  %8 = sext i32 %7 to i64
  %9 = tail call i32 @llvm.musa.read.ptx.sreg.ctaid.x()
  %10 = shl i32 %9, 6
  %11 = icmp sgt i32 %5, 0
  %12 = icmp ult i32 %7, 64
  br i1 %12, label %13, label %15

13: ; preds = %6
  %14 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 47104), i32 %7
  store float 0.000000e+00, ptr addrspace(3) %14, align 4
  br label %15

15: ; preds = %13, %6
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %12, label %16, label %18

16: ; preds = %15
  %17 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 47360), i32 %7
  store float 0xFFF0000000000000, ptr addrspace(3) %17, align 4
  br label %18

18: ; preds = %16, %15
  tail call void @llvm.musa.syncthreads.lm()
  %19 = shl nsw i64 %8, 4
  %20 = and i64 %19, 48
  %21 = lshr i64 %19, 6
  %22 = or i64 %20, 8
  %23 = trunc i64 %21 to i32
  %24 = shl i32 %23, 6
  %25 = sext i32 %24 to i64
  %26 = getelementptr half, ptr addrspace(1) %2, i64 %25
  br i1 %11, label %27, label %30

27: ; preds = %18
  %28 = getelementptr half, ptr addrspace(1) %26, i64 %20
  %29 = load <8 x half>, ptr addrspace(1) %28, align 16
  br label %30

30: ; preds = %27, %18
  %31 = phi <8 x half> [ %29, %27 ], [ zeroinitializer, %18 ]
  br i1 %11, label %32, label %35

32: ; preds = %30
  %33 = getelementptr half, ptr addrspace(1) %26, i64 %22
  %34 = load <8 x half>, ptr addrspace(1) %33, align 16
  br label %35

35: ; preds = %32, %30
  %36 = phi <8 x half> [ %34, %32 ], [ zeroinitializer, %30 ]
  %37 = add i32 %10, %23
  %38 = shl i32 %37, 6
  %39 = sext i32 %38 to i64
  %40 = getelementptr i8, ptr addrspace(1) %0, i64 %39
  %41 = getelementptr i8, ptr addrspace(1) %40, i64 %20
  %42 = and i64 %19, -64
  %43 = lshr i64 %19, 8
  %44 = xor i64 %43, %8
  %45 = and i64 %19, 4294967040
  %46 = add nuw nsw i64 %45, 32768
  %47 = shl nsw i64 %44, 4
  %48 = and i64 %47, 240
  %49 = or i64 %48, %46
  %50 = trunc i64 %49 to i32
  %51 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %50
  %52 = add nuw nsw i64 %21, 32
  %53 = trunc i64 %52 to i32
  %54 = add i32 %10, %53
  %55 = shl i32 %54, 6
  %56 = sext i32 %55 to i64
  %57 = getelementptr i8, ptr addrspace(1) %0, i64 %56
  %58 = getelementptr i8, ptr addrspace(1) %57, i64 %20
  %59 = shl i64 %52, 6
  %60 = or i64 %59, %20
  %61 = and i64 %59, 4294967040
  %62 = add nuw nsw i64 %61, 32768
  %63 = lshr exact i64 %59, 4
  %64 = xor i64 %60, %63
  %65 = and i64 %64, 240
  %66 = or i64 %65, %62
  %67 = trunc i64 %66 to i32
  %68 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %67
  %69 = add nuw nsw i64 %45, 45056
  %70 = or i64 %48, %69
  %71 = trunc i64 %70 to i32
  %72 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %71
  %73 = icmp ult i32 %7, 128
  %74 = and i64 %8, 1
  %75 = and i64 %19, 4294967264
  %76 = shl nuw nsw i64 %74, 4
  %77 = select i1 %73, i64 %75, i64 0
  %78 = or i64 %77, %76
  %79 = trunc i64 %78 to i32
  %80 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %79
  %81 = or i32 %79, 1
  %82 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %81
  %83 = or i32 %79, 2
  %84 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %83
  %85 = or i32 %79, 3
  %86 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %85
  %87 = or i32 %79, 4
  %88 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %87
  %89 = or i32 %79, 5
  %90 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %89
  %91 = or i32 %79, 6
  %92 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %91
  %93 = or i32 %79, 7
  %94 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %93
  %95 = or i32 %79, 8
  %96 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %95
  %97 = or i32 %79, 9
  %98 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %97
  %99 = or i32 %79, 10
  %100 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %99
  %101 = or i32 %79, 11
  %102 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %101
  %103 = or i32 %79, 12
  %104 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %103
  %105 = or i32 %79, 13
  %106 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %105
  %107 = or i32 %79, 14
  %108 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %107
  %109 = or i32 %79, 15
  %110 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %109
  %111 = icmp eq i64 %74, 0
  %112 = and i1 %73, %111
  %113 = lshr i64 %19, 5
  %114 = trunc i64 %19 to i32
  %115 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %114
  %116 = trunc i64 %113 to i32
  %117 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 47360), i32 %116
  %118 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 47616), i32 %116
  %119 = or i64 %19, 1
  %120 = trunc i64 %119 to i32
  %121 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %120
  %122 = or i64 %19, 2
  %123 = trunc i64 %122 to i32
  %124 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %123
  %125 = or i64 %19, 3
  %126 = trunc i64 %125 to i32
  %127 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %126
  %128 = or i64 %19, 4
  %129 = trunc i64 %128 to i32
  %130 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %129
  %131 = or i64 %19, 5
  %132 = trunc i64 %131 to i32
  %133 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %132
  %134 = or i64 %19, 6
  %135 = trunc i64 %134 to i32
  %136 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %135
  %137 = or i64 %19, 7
  %138 = trunc i64 %137 to i32
  %139 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %138
  %140 = or i64 %19, 8
  %141 = trunc i64 %140 to i32
  %142 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %141
  %143 = or i64 %19, 9
  %144 = trunc i64 %143 to i32
  %145 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %144
  %146 = or i64 %19, 10
  %147 = trunc i64 %146 to i32
  %148 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %147
  %149 = or i64 %19, 11
  %150 = trunc i64 %149 to i32
  %151 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %150
  %152 = or i64 %19, 12
  %153 = trunc i64 %152 to i32
  %154 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %153
  %155 = or i64 %19, 13
  %156 = trunc i64 %155 to i32
  %157 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %156
  %158 = or i64 %19, 14
  %159 = trunc i64 %158 to i32
  %160 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %159
  %161 = or i64 %19, 15
  %162 = trunc i64 %161 to i32
  %163 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %162
  %164 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %114
  %165 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %120
  %166 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %123
  %167 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %126
  %168 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %129
  %169 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %132
  %170 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %135
  %171 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %138
  %172 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %141
  %173 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %144
  %174 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %147
  %175 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %150
  %176 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %153
  %177 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %156
  %178 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %159
  %179 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %162
  %180 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %79
  %181 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %81
  %182 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %83
  %183 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %85
  %184 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %87
  %185 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %89
  %186 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %91
  %187 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %93
  %188 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %95
  %189 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %97
  %190 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %99
  %191 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %101
  %192 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %103
  %193 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %105
  %194 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %107
  %195 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %109
  %196 = shl nsw i64 %8, 5
  %197 = and i64 %196, 4294967040
  %198 = add nuw nsw i64 %197, 36864
  %199 = lshr exact i64 %196, 4
  %200 = and i64 %199, 240
  %.mask = and i64 %196, 224
  %201 = xor i64 %200, %.mask
  %202 = or i64 %201, %198
  %203 = trunc i64 %202 to i32
  %204 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %203
  %205 = shl nsw i64 %119, 1
  %206 = and i64 %205, 4294967040
  %207 = add nuw nsw i64 %206, 36864
  %208 = lshr i64 %205, 4
  %209 = and i64 %208, 240
  %.mask3 = and i64 %205, 224
  %210 = xor i64 %209, %.mask3
  %211 = or i64 %210, %207
  %212 = trunc i64 %211 to i32
  %213 = or i32 %212, 2
  %214 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %213
  %215 = shl nsw i64 %122, 1
  %216 = and i64 %215, 4294967040
  %217 = add nuw nsw i64 %216, 36864
  %218 = lshr i64 %215, 4
  %219 = and i64 %218, 240
  %.mask4 = and i64 %215, 224
  %220 = xor i64 %219, %.mask4
  %221 = or i64 %220, %217
  %222 = trunc i64 %221 to i32
  %223 = or i32 %222, 4
  %224 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %223
  %225 = shl nsw i64 %125, 1
  %226 = and i64 %225, 4294967040
  %227 = add nuw nsw i64 %226, 36864
  %228 = lshr i64 %225, 4
  %229 = and i64 %228, 240
  %.mask5 = and i64 %225, 224
  %230 = xor i64 %229, %.mask5
  %231 = or i64 %230, %227
  %232 = trunc i64 %231 to i32
  %233 = or i32 %232, 6
  %234 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %233
  %235 = shl nsw i64 %128, 1
  %236 = and i64 %235, 4294967040
  %237 = add nuw nsw i64 %236, 36864
  %238 = lshr i64 %235, 4
  %239 = and i64 %238, 240
  %.mask6 = and i64 %235, 224
  %240 = xor i64 %239, %.mask6
  %241 = or i64 %240, %237
  %242 = trunc i64 %241 to i32
  %243 = or i32 %242, 8
  %244 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %243
  %245 = shl nsw i64 %131, 1
  %246 = and i64 %245, 4294967040
  %247 = add nuw nsw i64 %246, 36864
  %248 = lshr i64 %245, 4
  %249 = and i64 %248, 240
  %.mask7 = and i64 %245, 224
  %250 = xor i64 %249, %.mask7
  %251 = or i64 %250, %247
  %252 = trunc i64 %251 to i32
  %253 = or i32 %252, 10
  %254 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %253
  %255 = shl nsw i64 %134, 1
  %256 = and i64 %255, 4294967040
  %257 = add nuw nsw i64 %256, 36864
  %258 = lshr i64 %255, 4
  %259 = and i64 %258, 240
  %.mask8 = and i64 %255, 224
  %260 = xor i64 %259, %.mask8
  %261 = or i64 %260, %257
  %262 = trunc i64 %261 to i32
  %263 = or i32 %262, 12
  %264 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %263
  %265 = shl nsw i64 %137, 1
  %266 = and i64 %265, 4294967040
  %267 = add nuw nsw i64 %266, 36864
  %268 = lshr i64 %265, 4
  %269 = and i64 %268, 240
  %.mask9 = and i64 %265, 224
  %270 = xor i64 %269, %.mask9
  %271 = or i64 %270, %267
  %272 = trunc i64 %271 to i32
  %273 = or i32 %272, 14
  %274 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %273
  %275 = shl nsw i64 %140, 1
  %276 = and i64 %275, 4294967040
  %277 = add nuw nsw i64 %276, 36864
  %278 = lshr exact i64 %275, 4
  %279 = xor i64 %278, %275
  %280 = and i64 %279, 240
  %281 = or i64 %280, %277
  %282 = trunc i64 %281 to i32
  %283 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %282
  %284 = shl nsw i64 %143, 1
  %285 = and i64 %284, 4294967040
  %286 = add nuw nsw i64 %285, 36864
  %287 = lshr i64 %284, 4
  %288 = xor i64 %287, %284
  %289 = and i64 %288, 240
  %290 = or i64 %289, %286
  %291 = trunc i64 %290 to i32
  %292 = or i32 %291, 2
  %293 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %292
  %294 = shl nsw i64 %146, 1
  %295 = and i64 %294, 4294967040
  %296 = add nuw nsw i64 %295, 36864
  %297 = lshr i64 %294, 4
  %298 = xor i64 %297, %294
  %299 = and i64 %298, 240
  %300 = or i64 %299, %296
  %301 = trunc i64 %300 to i32
  %302 = or i32 %301, 4
  %303 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %302
  %304 = shl nsw i64 %149, 1
  %305 = and i64 %304, 4294967040
  %306 = add nuw nsw i64 %305, 36864
  %307 = lshr i64 %304, 4
  %308 = xor i64 %307, %304
  %309 = and i64 %308, 240
  %310 = or i64 %309, %306
  %311 = trunc i64 %310 to i32
  %312 = or i32 %311, 6
  %313 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %312
  %314 = shl nsw i64 %152, 1
  %315 = and i64 %314, 4294967040
  %316 = add nuw nsw i64 %315, 36864
  %317 = lshr i64 %314, 4
  %318 = xor i64 %317, %314
  %319 = and i64 %318, 240
  %320 = or i64 %319, %316
  %321 = trunc i64 %320 to i32
  %322 = or i32 %321, 8
  %323 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %322
  %324 = shl nsw i64 %155, 1
  %325 = and i64 %324, 4294967040
  %326 = add nuw nsw i64 %325, 36864
  %327 = lshr i64 %324, 4
  %328 = xor i64 %327, %324
  %329 = and i64 %328, 240
  %330 = or i64 %329, %326
  %331 = trunc i64 %330 to i32
  %332 = or i32 %331, 10
  %333 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %332
  %334 = shl nsw i64 %158, 1
  %335 = and i64 %334, 4294967040
  %336 = add nuw nsw i64 %335, 36864
  %337 = lshr i64 %334, 4
  %338 = xor i64 %337, %334
  %339 = and i64 %338, 240
  %340 = or i64 %339, %336
  %341 = trunc i64 %340 to i32
  %342 = or i32 %341, 12
  %343 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %342
  %344 = shl nsw i64 %161, 1
  %345 = and i64 %344, 4294967040
  %346 = add nuw nsw i64 %345, 36864
  %347 = lshr i64 %344, 4
  %348 = xor i64 %347, %344
  %349 = and i64 %348, 240
  %350 = or i64 %349, %346
  %351 = trunc i64 %350 to i32
  %352 = or i32 %351, 14
  %353 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %352
  %354 = and i64 %19, -2048
  %355 = and i64 %21, 31
  %356 = shl nuw nsw i64 %20, 5
  %357 = or i64 %356, %354
  %358 = or i64 %357, %355
  %359 = shl nsw i64 %358, 1
  %360 = and i64 %359, 14
  %361 = and i64 %359, 4294966272
  %362 = add nuw nsw i64 %361, 40960
  %363 = lshr i64 %359, 4
  %364 = and i64 %363, 240
  %.mask10 = and i64 %359, 48
  %365 = xor i64 %364, %.mask10
  %366 = or i64 %365, %362
  %367 = or i64 %366, %360
  %368 = trunc i64 %367 to i32
  %369 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %368
  %370 = or i64 %20, 1
  %371 = shl nuw nsw i64 %370, 5
  %372 = or i64 %371, %354
  %373 = or i64 %372, %355
  %374 = shl nsw i64 %373, 1
  %375 = and i64 %374, 14
  %376 = and i64 %374, 4294967040
  %377 = add nuw nsw i64 %376, 40960
  %378 = lshr i64 %374, 4
  %379 = xor i64 %378, %374
  %380 = and i64 %379, 240
  %381 = or i64 %380, %377
  %382 = or i64 %381, %375
  %383 = trunc i64 %382 to i32
  %384 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %383
  %385 = or i64 %20, 2
  %386 = shl nuw nsw i64 %385, 5
  %387 = or i64 %386, %354
  %388 = or i64 %387, %355
  %389 = shl nsw i64 %388, 1
  %390 = and i64 %389, 14
  %391 = and i64 %389, 4294967040
  %392 = add nuw nsw i64 %391, 40960
  %393 = lshr i64 %389, 4
  %394 = xor i64 %393, %389
  %395 = and i64 %394, 240
  %396 = or i64 %395, %392
  %397 = or i64 %396, %390
  %398 = trunc i64 %397 to i32
  %399 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %398
  %400 = or i64 %20, 3
  %401 = shl nuw nsw i64 %400, 5
  %402 = or i64 %401, %354
  %403 = or i64 %402, %355
  %404 = shl nsw i64 %403, 1
  %405 = and i64 %404, 14
  %406 = and i64 %404, 4294967040
  %407 = add nuw nsw i64 %406, 40960
  %408 = lshr i64 %404, 4
  %409 = xor i64 %408, %404
  %410 = and i64 %409, 240
  %411 = or i64 %410, %407
  %412 = or i64 %411, %405
  %413 = trunc i64 %412 to i32
  %414 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %413
  %415 = or i64 %20, 4
  %416 = shl nuw nsw i64 %415, 5
  %417 = or i64 %416, %354
  %418 = or i64 %417, %355
  %419 = shl nsw i64 %418, 1
  %420 = and i64 %419, 14
  %421 = and i64 %419, 4294967040
  %422 = add nuw nsw i64 %421, 40960
  %423 = lshr i64 %419, 4
  %424 = xor i64 %423, %419
  %425 = and i64 %424, 240
  %426 = or i64 %425, %422
  %427 = or i64 %426, %420
  %428 = trunc i64 %427 to i32
  %429 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %428
  %430 = or i64 %20, 5
  %431 = shl nuw nsw i64 %430, 5
  %432 = or i64 %431, %354
  %433 = or i64 %432, %355
  %434 = shl nsw i64 %433, 1
  %435 = and i64 %434, 14
  %436 = and i64 %434, 4294967040
  %437 = add nuw nsw i64 %436, 40960
  %438 = lshr i64 %434, 4
  %439 = xor i64 %438, %434
  %440 = and i64 %439, 240
  %441 = or i64 %440, %437
  %442 = or i64 %441, %435
  %443 = trunc i64 %442 to i32
  %444 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %443
  %445 = or i64 %20, 6
  %446 = shl nuw nsw i64 %445, 5
  %447 = or i64 %446, %354
  %448 = or i64 %447, %355
  %449 = shl nsw i64 %448, 1
  %450 = and i64 %449, 14
  %451 = and i64 %449, 4294967040
  %452 = add nuw nsw i64 %451, 40960
  %453 = lshr i64 %449, 4
  %454 = xor i64 %453, %449
  %455 = and i64 %454, 240
  %456 = or i64 %455, %452
  %457 = or i64 %456, %450
  %458 = trunc i64 %457 to i32
  %459 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %458
  %460 = or i64 %20, 7
  %461 = shl nuw nsw i64 %460, 5
  %462 = or i64 %461, %354
  %463 = or i64 %462, %355
  %464 = shl nsw i64 %463, 1
  %465 = and i64 %464, 14
  %466 = and i64 %464, 4294967040
  %467 = add nuw nsw i64 %466, 40960
  %468 = lshr i64 %464, 4
  %469 = xor i64 %468, %464
  %470 = and i64 %469, 240
  %471 = or i64 %470, %467
  %472 = or i64 %471, %465
  %473 = trunc i64 %472 to i32
  %474 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %473
  %475 = shl nuw nsw i64 %22, 5
  %476 = or i64 %475, %354
  %477 = or i64 %476, %355
  %478 = shl nsw i64 %477, 1
  %479 = and i64 %478, 14
  %480 = and i64 %478, 4294967040
  %481 = add nuw nsw i64 %480, 40960
  %482 = lshr i64 %478, 4
  %483 = xor i64 %482, %478
  %484 = and i64 %483, 240
  %485 = or i64 %484, %481
  %486 = or i64 %485, %479
  %487 = trunc i64 %486 to i32
  %488 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %487
  %489 = or i64 %20, 9
  %490 = shl nuw nsw i64 %489, 5
  %491 = or i64 %490, %354
  %492 = or i64 %491, %355
  %493 = shl nsw i64 %492, 1
  %494 = and i64 %493, 14
  %495 = and i64 %493, 4294967040
  %496 = add nuw nsw i64 %495, 40960
  %497 = lshr i64 %493, 4
  %498 = xor i64 %497, %493
  %499 = and i64 %498, 240
  %500 = or i64 %499, %496
  %501 = or i64 %500, %494
  %502 = trunc i64 %501 to i32
  %503 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %502
  %504 = or i64 %20, 10
  %505 = shl nuw nsw i64 %504, 5
  %506 = or i64 %505, %354
  %507 = or i64 %506, %355
  %508 = shl nsw i64 %507, 1
  %509 = and i64 %508, 14
  %510 = and i64 %508, 4294967040
  %511 = add nuw nsw i64 %510, 40960
  %512 = lshr i64 %508, 4
  %513 = xor i64 %512, %508
  %514 = and i64 %513, 240
  %515 = or i64 %514, %511
  %516 = or i64 %515, %509
  %517 = trunc i64 %516 to i32
  %518 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %517
  %519 = or i64 %20, 11
  %520 = shl nuw nsw i64 %519, 5
  %521 = or i64 %520, %354
  %522 = or i64 %521, %355
  %523 = shl nsw i64 %522, 1
  %524 = and i64 %523, 14
  %525 = and i64 %523, 4294967040
  %526 = add nuw nsw i64 %525, 40960
  %527 = lshr i64 %523, 4
  %528 = xor i64 %527, %523
  %529 = and i64 %528, 240
  %530 = or i64 %529, %526
  %531 = or i64 %530, %524
  %532 = trunc i64 %531 to i32
  %533 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %532
  %534 = or i64 %20, 12
  %535 = shl nuw nsw i64 %534, 5
  %536 = or i64 %535, %354
  %537 = or i64 %536, %355
  %538 = shl nsw i64 %537, 1
  %539 = and i64 %538, 14
  %540 = and i64 %538, 4294967040
  %541 = add nuw nsw i64 %540, 40960
  %542 = lshr i64 %538, 4
  %543 = xor i64 %542, %538
  %544 = and i64 %543, 240
  %545 = or i64 %544, %541
  %546 = or i64 %545, %539
  %547 = trunc i64 %546 to i32
  %548 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %547
  %549 = or i64 %20, 13
  %550 = shl nuw nsw i64 %549, 5
  %551 = or i64 %550, %354
  %552 = or i64 %551, %355
  %553 = shl nsw i64 %552, 1
  %554 = and i64 %553, 14
  %555 = and i64 %553, 4294967040
  %556 = add nuw nsw i64 %555, 40960
  %557 = lshr i64 %553, 4
  %558 = xor i64 %557, %553
  %559 = and i64 %558, 240
  %560 = or i64 %559, %556
  %561 = or i64 %560, %554
  %562 = trunc i64 %561 to i32
  %563 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %562
  %564 = or i64 %20, 14
  %565 = shl nuw nsw i64 %564, 5
  %566 = or i64 %565, %354
  %567 = or i64 %566, %355
  %568 = shl nsw i64 %567, 1
  %569 = and i64 %568, 14
  %570 = and i64 %568, 4294967040
  %571 = add nuw nsw i64 %570, 40960
  %572 = lshr i64 %568, 4
  %573 = xor i64 %572, %568
  %574 = and i64 %573, 240
  %575 = or i64 %574, %571
  %576 = or i64 %575, %569
  %577 = trunc i64 %576 to i32
  %578 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %577
  %579 = or i64 %20, 15
  %580 = shl nuw nsw i64 %579, 5
  %581 = or i64 %580, %354
  %582 = or i64 %581, %355
  %583 = shl nsw i64 %582, 1
  %584 = and i64 %583, 14
  %585 = and i64 %583, 4294967040
  %586 = add nuw nsw i64 %585, 40960
  %587 = lshr i64 %583, 4
  %588 = xor i64 %587, %583
  %589 = and i64 %588, 240
  %590 = or i64 %589, %586
  %591 = or i64 %590, %584
  %592 = trunc i64 %591 to i32
  %593 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %592
  %594 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 47872), i32 %23
  %595 = getelementptr float, ptr addrspace(3) @global_smem, i32 %114
  %596 = or i64 %370, %42
  %597 = trunc i64 %596 to i32
  %598 = getelementptr float, ptr addrspace(3) @global_smem, i32 %597
  %599 = or i64 %385, %42
  %600 = trunc i64 %599 to i32
  %601 = getelementptr float, ptr addrspace(3) @global_smem, i32 %600
  %602 = or i64 %400, %42
  %603 = trunc i64 %602 to i32
  %604 = getelementptr float, ptr addrspace(3) @global_smem, i32 %603
  %605 = or i64 %415, %42
  %606 = trunc i64 %605 to i32
  %607 = getelementptr float, ptr addrspace(3) @global_smem, i32 %606
  %608 = or i64 %430, %42
  %609 = trunc i64 %608 to i32
  %610 = getelementptr float, ptr addrspace(3) @global_smem, i32 %609
  %611 = or i64 %445, %42
  %612 = trunc i64 %611 to i32
  %613 = getelementptr float, ptr addrspace(3) @global_smem, i32 %612
  %614 = or i64 %460, %42
  %615 = trunc i64 %614 to i32
  %616 = getelementptr float, ptr addrspace(3) @global_smem, i32 %615
  %617 = or i64 %22, %42
  %618 = trunc i64 %617 to i32
  %619 = getelementptr float, ptr addrspace(3) @global_smem, i32 %618
  %620 = or i64 %489, %42
  %621 = trunc i64 %620 to i32
  %622 = getelementptr float, ptr addrspace(3) @global_smem, i32 %621
  %623 = or i64 %504, %42
  %624 = trunc i64 %623 to i32
  %625 = getelementptr float, ptr addrspace(3) @global_smem, i32 %624
  %626 = or i64 %519, %42
  %627 = trunc i64 %626 to i32
  %628 = getelementptr float, ptr addrspace(3) @global_smem, i32 %627
  %629 = or i64 %534, %42
  %630 = trunc i64 %629 to i32
  %631 = getelementptr float, ptr addrspace(3) @global_smem, i32 %630
  %632 = or i64 %549, %42
  %633 = trunc i64 %632 to i32
  %634 = getelementptr float, ptr addrspace(3) @global_smem, i32 %633
  %635 = or i64 %564, %42
  %636 = trunc i64 %635 to i32
  %637 = getelementptr float, ptr addrspace(3) @global_smem, i32 %636
  %638 = or i64 %579, %42
  %639 = trunc i64 %638 to i32
  %640 = getelementptr float, ptr addrspace(3) @global_smem, i32 %639
  %641 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 47872), i32 %53
  %642 = trunc i64 %60 to i32
  %643 = getelementptr float, ptr addrspace(3) @global_smem, i32 %642
  %644 = or i64 %59, %370
  %645 = trunc i64 %644 to i32
  %646 = getelementptr float, ptr addrspace(3) @global_smem, i32 %645
  %647 = or i64 %59, %385
  %648 = trunc i64 %647 to i32
  %649 = getelementptr float, ptr addrspace(3) @global_smem, i32 %648
  %650 = or i64 %59, %400
  %651 = trunc i64 %650 to i32
  %652 = getelementptr float, ptr addrspace(3) @global_smem, i32 %651
  %653 = or i64 %59, %415
  %654 = trunc i64 %653 to i32
  %655 = getelementptr float, ptr addrspace(3) @global_smem, i32 %654
  %656 = or i64 %59, %430
  %657 = trunc i64 %656 to i32
  %658 = getelementptr float, ptr addrspace(3) @global_smem, i32 %657
  %659 = or i64 %59, %445
  %660 = trunc i64 %659 to i32
  %661 = getelementptr float, ptr addrspace(3) @global_smem, i32 %660
  %662 = or i64 %59, %460
  %663 = trunc i64 %662 to i32
  %664 = getelementptr float, ptr addrspace(3) @global_smem, i32 %663
  %665 = or i64 %59, %22
  %666 = trunc i64 %665 to i32
  %667 = getelementptr float, ptr addrspace(3) @global_smem, i32 %666
  %668 = or i64 %59, %489
  %669 = trunc i64 %668 to i32
  %670 = getelementptr float, ptr addrspace(3) @global_smem, i32 %669
  %671 = or i64 %59, %504
  %672 = trunc i64 %671 to i32
  %673 = getelementptr float, ptr addrspace(3) @global_smem, i32 %672
  %674 = or i64 %59, %519
  %675 = trunc i64 %674 to i32
  %676 = getelementptr float, ptr addrspace(3) @global_smem, i32 %675
  %677 = or i64 %59, %534
  %678 = trunc i64 %677 to i32
  %679 = getelementptr float, ptr addrspace(3) @global_smem, i32 %678
  %680 = or i64 %59, %549
  %681 = trunc i64 %680 to i32
  %682 = getelementptr float, ptr addrspace(3) @global_smem, i32 %681
  %683 = or i64 %59, %564
  %684 = trunc i64 %683 to i32
  %685 = getelementptr float, ptr addrspace(3) @global_smem, i32 %684
  %686 = or i64 %59, %579
  %687 = trunc i64 %686 to i32
  %688 = getelementptr float, ptr addrspace(3) @global_smem, i32 %687
  %invariant.gep = getelementptr i8, ptr addrspace(1) %1, i64 %20
  br i1 %11, label %.lr.ph, label %._crit_edge

.lr.ph: ; preds = %35
  %689 = lshr i64 %8, 3
  %690 = and i64 %8, 7
  %691 = or i64 %690, 8
  %692 = or i64 %690, 16
  %693 = or i64 %690, 24
  %694 = shl nuw nsw i64 %689, 5
  %695 = or i64 %694, %690
  %696 = trunc i64 %695 to i32
  %697 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %696
  %698 = or i64 %691, %694
  %699 = trunc i64 %698 to i32
  %700 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %699
  %701 = or i64 %692, %694
  %702 = trunc i64 %701 to i32
  %703 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %702
  %704 = or i64 %693, %694
  %705 = trunc i64 %704 to i32
  %706 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %705
  %707 = or i64 %694, 512
  %708 = or i64 %707, %690
  %709 = trunc i64 %708 to i32
  %710 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %709
  %711 = or i64 %707, %691
  %712 = trunc i64 %711 to i32
  %713 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %712
  %714 = or i64 %707, %692
  %715 = trunc i64 %714 to i32
  %716 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %715
  %717 = or i64 %707, %693
  %718 = trunc i64 %717 to i32
  %719 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %718
  %720 = or i64 %694, 1024
  %721 = or i64 %720, %690
  %722 = trunc i64 %721 to i32
  %723 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %722
  %724 = or i64 %720, %691
  %725 = trunc i64 %724 to i32
  %726 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %725
  %727 = or i64 %720, %692
  %728 = trunc i64 %727 to i32
  %729 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %728
  %730 = or i64 %720, %693
  %731 = trunc i64 %730 to i32
  %732 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %731
  %733 = or i64 %694, 1536
  %734 = or i64 %733, %690
  %735 = trunc i64 %734 to i32
  %736 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %735
  %737 = or i64 %733, %691
  %738 = trunc i64 %737 to i32
  %739 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %738
  %740 = or i64 %733, %692
  %741 = trunc i64 %740 to i32
  %742 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %741
  %743 = or i64 %733, %693
  %744 = trunc i64 %743 to i32
  %745 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %744
  %746 = lshr i32 %7, 1
  %747 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 47616), i32 %746
  %748 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 47360), i32 %7
  %749 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 47616), i32 %7
  %750 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 47872), i32 %7
  %751 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 48128), i32 %746
  %752 = or i64 %690, 32
  %753 = or i64 %690, 40
  %754 = or i64 %690, 48
  %755 = or i64 %690, 56
  %756 = shl nuw nsw i64 %689, 6
  %757 = or i64 %756, %690
  %758 = trunc i64 %757 to i32
  %759 = getelementptr float, ptr addrspace(3) @global_smem, i32 %758
  %760 = or i64 %691, %756
  %761 = trunc i64 %760 to i32
  %762 = getelementptr float, ptr addrspace(3) @global_smem, i32 %761
  %763 = or i64 %692, %756
  %764 = trunc i64 %763 to i32
  %765 = getelementptr float, ptr addrspace(3) @global_smem, i32 %764
  %766 = or i64 %693, %756
  %767 = trunc i64 %766 to i32
  %768 = getelementptr float, ptr addrspace(3) @global_smem, i32 %767
  %769 = or i64 %752, %756
  %770 = trunc i64 %769 to i32
  %771 = getelementptr float, ptr addrspace(3) @global_smem, i32 %770
  %772 = or i64 %753, %756
  %773 = trunc i64 %772 to i32
  %774 = getelementptr float, ptr addrspace(3) @global_smem, i32 %773
  %775 = or i64 %754, %756
  %776 = trunc i64 %775 to i32
  %777 = getelementptr float, ptr addrspace(3) @global_smem, i32 %776
  %778 = or i64 %755, %756
  %779 = trunc i64 %778 to i32
  %780 = getelementptr float, ptr addrspace(3) @global_smem, i32 %779
  %781 = or i64 %756, 1024
  %782 = or i64 %781, %690
  %783 = trunc i64 %782 to i32
  %784 = getelementptr float, ptr addrspace(3) @global_smem, i32 %783
  %785 = or i64 %781, %691
  %786 = trunc i64 %785 to i32
  %787 = getelementptr float, ptr addrspace(3) @global_smem, i32 %786
  %788 = or i64 %781, %692
  %789 = trunc i64 %788 to i32
  %790 = getelementptr float, ptr addrspace(3) @global_smem, i32 %789
  %791 = or i64 %781, %693
  %792 = trunc i64 %791 to i32
  %793 = getelementptr float, ptr addrspace(3) @global_smem, i32 %792
  %794 = or i64 %781, %752
  %795 = trunc i64 %794 to i32
  %796 = getelementptr float, ptr addrspace(3) @global_smem, i32 %795
  %797 = or i64 %781, %753
  %798 = trunc i64 %797 to i32
  %799 = getelementptr float, ptr addrspace(3) @global_smem, i32 %798
  %800 = or i64 %781, %754
  %801 = trunc i64 %800 to i32
  %802 = getelementptr float, ptr addrspace(3) @global_smem, i32 %801
  %803 = or i64 %781, %755
  %804 = trunc i64 %803 to i32
  %805 = getelementptr float, ptr addrspace(3) @global_smem, i32 %804
  %806 = or i64 %756, 2048
  %807 = or i64 %806, %690
  %808 = trunc i64 %807 to i32
  %809 = getelementptr float, ptr addrspace(3) @global_smem, i32 %808
  %810 = or i64 %806, %691
  %811 = trunc i64 %810 to i32
  %812 = getelementptr float, ptr addrspace(3) @global_smem, i32 %811
  %813 = or i64 %806, %692
  %814 = trunc i64 %813 to i32
  %815 = getelementptr float, ptr addrspace(3) @global_smem, i32 %814
  %816 = or i64 %806, %693
  %817 = trunc i64 %816 to i32
  %818 = getelementptr float, ptr addrspace(3) @global_smem, i32 %817
  %819 = or i64 %806, %752
  %820 = trunc i64 %819 to i32
  %821 = getelementptr float, ptr addrspace(3) @global_smem, i32 %820
  %822 = or i64 %806, %753
  %823 = trunc i64 %822 to i32
  %824 = getelementptr float, ptr addrspace(3) @global_smem, i32 %823
  %825 = or i64 %806, %754
  %826 = trunc i64 %825 to i32
  %827 = getelementptr float, ptr addrspace(3) @global_smem, i32 %826
  %828 = or i64 %806, %755
  %829 = trunc i64 %828 to i32
  %830 = getelementptr float, ptr addrspace(3) @global_smem, i32 %829
  %831 = or i64 %756, 3072
  %832 = or i64 %831, %690
  %833 = trunc i64 %832 to i32
  %834 = getelementptr float, ptr addrspace(3) @global_smem, i32 %833
  %835 = or i64 %831, %691
  %836 = trunc i64 %835 to i32
  %837 = getelementptr float, ptr addrspace(3) @global_smem, i32 %836
  %838 = or i64 %831, %692
  %839 = trunc i64 %838 to i32
  %840 = getelementptr float, ptr addrspace(3) @global_smem, i32 %839
  %841 = or i64 %831, %693
  %842 = trunc i64 %841 to i32
  %843 = getelementptr float, ptr addrspace(3) @global_smem, i32 %842
  %844 = or i64 %831, %752
  %845 = trunc i64 %844 to i32
  %846 = getelementptr float, ptr addrspace(3) @global_smem, i32 %845
  %847 = or i64 %831, %753
  %848 = trunc i64 %847 to i32
  %849 = getelementptr float, ptr addrspace(3) @global_smem, i32 %848
  %850 = or i64 %831, %754
  %851 = trunc i64 %850 to i32
  %852 = getelementptr float, ptr addrspace(3) @global_smem, i32 %851
  %853 = or i64 %831, %755
  %854 = trunc i64 %853 to i32
  %855 = getelementptr float, ptr addrspace(3) @global_smem, i32 %854
  %856 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 47104), i32 %7
  %857 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 48128), i32 %7
  br label %858

858: ; preds = %.lr.ph, %1372
  %859 = phi float [ 0.000000e+00, %.lr.ph ], [ %1396, %1372 ]
  %860 = phi float [ 0.000000e+00, %.lr.ph ], [ %1395, %1372 ]
  %861 = phi float [ 0.000000e+00, %.lr.ph ], [ %1394, %1372 ]
  %862 = phi float [ 0.000000e+00, %.lr.ph ], [ %1393, %1372 ]
  %863 = phi float [ 0.000000e+00, %.lr.ph ], [ %1392, %1372 ]
  %864 = phi float [ 0.000000e+00, %.lr.ph ], [ %1391, %1372 ]
  %865 = phi float [ 0.000000e+00, %.lr.ph ], [ %1390, %1372 ]
  %866 = phi float [ 0.000000e+00, %.lr.ph ], [ %1389, %1372 ]
  %867 = phi float [ 0.000000e+00, %.lr.ph ], [ %1388, %1372 ]
  %868 = phi float [ 0.000000e+00, %.lr.ph ], [ %1387, %1372 ]
  %869 = phi float [ 0.000000e+00, %.lr.ph ], [ %1386, %1372 ]
  %870 = phi float [ 0.000000e+00, %.lr.ph ], [ %1385, %1372 ]
  %871 = phi float [ 0.000000e+00, %.lr.ph ], [ %1384, %1372 ]
  %872 = phi float [ 0.000000e+00, %.lr.ph ], [ %1383, %1372 ]
  %873 = phi float [ 0.000000e+00, %.lr.ph ], [ %1382, %1372 ]
  %874 = phi float [ 0.000000e+00, %.lr.ph ], [ %1381, %1372 ]
  %875 = phi float [ 0.000000e+00, %.lr.ph ], [ %1380, %1372 ]
  %876 = phi float [ 0.000000e+00, %.lr.ph ], [ %1379, %1372 ]
  %877 = phi float [ 0.000000e+00, %.lr.ph ], [ %1378, %1372 ]
  %878 = phi float [ 0.000000e+00, %.lr.ph ], [ %1377, %1372 ]
  %879 = phi float [ 0.000000e+00, %.lr.ph ], [ %1376, %1372 ]
  %880 = phi float [ 0.000000e+00, %.lr.ph ], [ %1375, %1372 ]
  %881 = phi float [ 0.000000e+00, %.lr.ph ], [ %1374, %1372 ]
  %882 = phi float [ 0.000000e+00, %.lr.ph ], [ %1373, %1372 ]
  %883 = phi float [ 0.000000e+00, %.lr.ph ], [ %1357, %1372 ]
  %884 = phi float [ 0.000000e+00, %.lr.ph ], [ %1356, %1372 ]
  %885 = phi float [ 0.000000e+00, %.lr.ph ], [ %1355, %1372 ]
  %886 = phi float [ 0.000000e+00, %.lr.ph ], [ %1354, %1372 ]
  %887 = phi float [ 0.000000e+00, %.lr.ph ], [ %1353, %1372 ]
  %888 = phi float [ 0.000000e+00, %.lr.ph ], [ %1352, %1372 ]
  %889 = phi float [ 0.000000e+00, %.lr.ph ], [ %1351, %1372 ]
  %890 = phi float [ 0.000000e+00, %.lr.ph ], [ %1350, %1372 ]
  %891 = phi i32 [ 0, %.lr.ph ], [ %894, %1372 ]
  %892 = phi <8 x half> [ %31, %.lr.ph ], [ %904, %1372 ]
  %893 = phi <8 x half> [ %36, %.lr.ph ], [ %909, %1372 ]
  %894 = add i32 %891, 32
  %895 = icmp slt i32 %894, %5
  %896 = add i32 %894, %23
  %897 = shl i32 %896, 6
  %898 = sext i32 %897 to i64
  %899 = getelementptr half, ptr addrspace(1) %2, i64 %898
  br i1 %895, label %900, label %903

900: ; preds = %858
  %901 = getelementptr half, ptr addrspace(1) %899, i64 %20
  %902 = load <8 x half>, ptr addrspace(1) %901, align 16
  br label %903

903: ; preds = %900, %858
  %904 = phi <8 x half> [ %902, %900 ], [ zeroinitializer, %858 ]
  br i1 %895, label %905, label %908

905: ; preds = %903
  %906 = getelementptr half, ptr addrspace(1) %899, i64 %22
  %907 = load <8 x half>, ptr addrspace(1) %906, align 16
  br label %908

908: ; preds = %905, %903
  %909 = phi <8 x half> [ %907, %905 ], [ zeroinitializer, %903 ]
  tail call void @llvm.musa.memcpy.g2s(ptr addrspace(3) %51, ptr addrspace(1) %41, i32 16, i32 0)
  tail call void @llvm.musa.memcpy.g2s(ptr addrspace(3) %68, ptr addrspace(1) %58, i32 16, i32 0)
  %910 = add i32 %891, %23
  %911 = shl i32 %910, 6
  %912 = sext i32 %911 to i64
  %gep = getelementptr i8, ptr addrspace(1) %invariant.gep, i64 %912
  tail call void @llvm.musa.memcpy.g2s(ptr addrspace(3) %72, ptr addrspace(1) %gep, i32 16, i32 0)
  tail call void @llvm.musa.memcpy.g2s.wait()
  tail call void @llvm.musa.barrier0()
  br i1 %73, label %913, label %935

913: ; preds = %908
  %914 = load i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), align 4096
  %915 = tail call i32 @llvm.musa.sqmma.desc.i8(i8 %914, i32 64, i32 1, i32 3)
  %916 = load i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 45056), align 4096
  %917 = tail call i32 @llvm.musa.sqmma.desc.i8(i8 %916, i32 64, i32 1, i32 3)
  %918 = tail call <16 x i32> @llvm.musa.sqmma.smma.m64n32k64.mma(i32 %915, i32 %917, <16 x i32> zeroinitializer, i32 0, i32 1, i32 0, i32 0, i32 1, i32 0, i32 0, i32 0, i32 0)
  tail call void @llvm.musa.sqmma.wait()
  %919 = extractelement <16 x i32> %918, i64 0
  store i32 %919, ptr addrspace(3) %697, align 4
  %920 = extractelement <16 x i32> %918, i64 1
  store i32 %920, ptr addrspace(3) %700, align 4
  %921 = extractelement <16 x i32> %918, i64 2
  store i32 %921, ptr addrspace(3) %703, align 4
  %922 = extractelement <16 x i32> %918, i64 3
  store i32 %922, ptr addrspace(3) %706, align 4
  %923 = extractelement <16 x i32> %918, i64 4
  store i32 %923, ptr addrspace(3) %710, align 4
  %924 = extractelement <16 x i32> %918, i64 5
  store i32 %924, ptr addrspace(3) %713, align 4
  %925 = extractelement <16 x i32> %918, i64 6
  store i32 %925, ptr addrspace(3) %716, align 4
  %926 = extractelement <16 x i32> %918, i64 7
  store i32 %926, ptr addrspace(3) %719, align 4
  %927 = extractelement <16 x i32> %918, i64 8
  store i32 %927, ptr addrspace(3) %723, align 4
  %928 = extractelement <16 x i32> %918, i64 9
  store i32 %928, ptr addrspace(3) %726, align 4
  %929 = extractelement <16 x i32> %918, i64 10
  store i32 %929, ptr addrspace(3) %729, align 4
  %930 = extractelement <16 x i32> %918, i64 11
  store i32 %930, ptr addrspace(3) %732, align 4
  %931 = extractelement <16 x i32> %918, i64 12
  store i32 %931, ptr addrspace(3) %736, align 4
  %932 = extractelement <16 x i32> %918, i64 13
  store i32 %932, ptr addrspace(3) %739, align 4
  %933 = extractelement <16 x i32> %918, i64 14
  store i32 %933, ptr addrspace(3) %742, align 4
  %934 = extractelement <16 x i32> %918, i64 15
  store i32 %934, ptr addrspace(3) %745, align 4
  br label %935

935: ; preds = %913, %908
  tail call void @llvm.musa.syncthreads.lm()
  %936 = load i32, ptr addrspace(3) %80, align 64
  %937 = sitofp i32 %936 to float
  %938 = fmul contract float %937, %4
  %939 = load i32, ptr addrspace(3) %82, align 4
  %940 = sitofp i32 %939 to float
  %941 = fmul contract float %940, %4
  %942 = tail call float @llvm.maxnum.f32(float %938, float %941)
  %943 = load i32, ptr addrspace(3) %84, align 8
  %944 = sitofp i32 %943 to float
  %945 = fmul contract float %944, %4
  %946 = tail call float @llvm.maxnum.f32(float %942, float %945)
  %947 = load i32, ptr addrspace(3) %86, align 4
  %948 = sitofp i32 %947 to float
  %949 = fmul contract float %948, %4
  %950 = tail call float @llvm.maxnum.f32(float %946, float %949)
  %951 = load i32, ptr addrspace(3) %88, align 16
  %952 = sitofp i32 %951 to float
  %953 = fmul contract float %952, %4
  %954 = tail call float @llvm.maxnum.f32(float %950, float %953)
  %955 = load i32, ptr addrspace(3) %90, align 4
  %956 = sitofp i32 %955 to float
  %957 = fmul contract float %956, %4
  %958 = tail call float @llvm.maxnum.f32(float %954, float %957)
  %959 = load i32, ptr addrspace(3) %92, align 8
  %960 = sitofp i32 %959 to float
  %961 = fmul contract float %960, %4
  %962 = tail call float @llvm.maxnum.f32(float %958, float %961)
  %963 = load i32, ptr addrspace(3) %94, align 4
  %964 = sitofp i32 %963 to float
  %965 = fmul contract float %964, %4
  %966 = tail call float @llvm.maxnum.f32(float %962, float %965)
  %967 = load i32, ptr addrspace(3) %96, align 32
  %968 = sitofp i32 %967 to float
  %969 = fmul contract float %968, %4
  %970 = tail call float @llvm.maxnum.f32(float %966, float %969)
  %971 = load i32, ptr addrspace(3) %98, align 4
  %972 = sitofp i32 %971 to float
  %973 = fmul contract float %972, %4
  %974 = tail call float @llvm.maxnum.f32(float %970, float %973)
  %975 = load i32, ptr addrspace(3) %100, align 8
  %976 = sitofp i32 %975 to float
  %977 = fmul contract float %976, %4
  %978 = tail call float @llvm.maxnum.f32(float %974, float %977)
  %979 = load i32, ptr addrspace(3) %102, align 4
  %980 = sitofp i32 %979 to float
  %981 = fmul contract float %980, %4
  %982 = tail call float @llvm.maxnum.f32(float %978, float %981)
  %983 = load i32, ptr addrspace(3) %104, align 16
  %984 = sitofp i32 %983 to float
  %985 = fmul contract float %984, %4
  %986 = tail call float @llvm.maxnum.f32(float %982, float %985)
  %987 = load i32, ptr addrspace(3) %106, align 4
  %988 = sitofp i32 %987 to float
  %989 = fmul contract float %988, %4
  %990 = tail call float @llvm.maxnum.f32(float %986, float %989)
  %991 = load i32, ptr addrspace(3) %108, align 8
  %992 = sitofp i32 %991 to float
  %993 = fmul contract float %992, %4
  %994 = tail call float @llvm.maxnum.f32(float %990, float %993)
  %995 = load i32, ptr addrspace(3) %110, align 4
  %996 = sitofp i32 %995 to float
  %997 = fmul contract float %996, %4
  %998 = tail call float @llvm.maxnum.f32(float %994, float %997)
  %999 = bitcast float %998 to i32
  %1000 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %999, i32 1, i32 12319, ptr addrspace(5) null)
  br i1 %112, label %1001, label %1004

1001: ; preds = %935
  %1002 = bitcast i32 %1000 to float
  %1003 = tail call float @llvm.maxnum.f32(float %998, float %1002)
  store float %1003, ptr addrspace(3) %747, align 4
  br label %1004

1004: ; preds = %1001, %935
  tail call void @llvm.musa.syncthreads.lm()
  %1005 = load i32, ptr addrspace(3) %115, align 64
  %1006 = sitofp i32 %1005 to float
  %1007 = fmul contract float %1006, %4
  %1008 = load float, ptr addrspace(3) %117, align 4
  %1009 = load float, ptr addrspace(3) %118, align 4
  %1010 = tail call float @llvm.maxnum.f32(float %1008, float %1009)
  %1011 = fsub contract float %1007, %1010
  %1012 = fmul float %1011, 0x3FF7154760000000
  %1013 = tail call float @llvm.exp2.f32(float %1012)
  %1014 = load i32, ptr addrspace(3) %121, align 4
  %1015 = sitofp i32 %1014 to float
  %1016 = fmul contract float %1015, %4
  %1017 = fsub contract float %1016, %1010
  %1018 = fmul float %1017, 0x3FF7154760000000
  %1019 = tail call float @llvm.exp2.f32(float %1018)
  %1020 = load i32, ptr addrspace(3) %124, align 8
  %1021 = sitofp i32 %1020 to float
  %1022 = fmul contract float %1021, %4
  %1023 = fsub contract float %1022, %1010
  %1024 = fmul float %1023, 0x3FF7154760000000
  %1025 = tail call float @llvm.exp2.f32(float %1024)
  %1026 = load i32, ptr addrspace(3) %127, align 4
  %1027 = sitofp i32 %1026 to float
  %1028 = fmul contract float %1027, %4
  %1029 = fsub contract float %1028, %1010
  %1030 = fmul float %1029, 0x3FF7154760000000
  %1031 = tail call float @llvm.exp2.f32(float %1030)
  %1032 = load i32, ptr addrspace(3) %130, align 16
  %1033 = sitofp i32 %1032 to float
  %1034 = fmul contract float %1033, %4
  %1035 = fsub contract float %1034, %1010
  %1036 = fmul float %1035, 0x3FF7154760000000
  %1037 = tail call float @llvm.exp2.f32(float %1036)
  %1038 = load i32, ptr addrspace(3) %133, align 4
  %1039 = sitofp i32 %1038 to float
  %1040 = fmul contract float %1039, %4
  %1041 = fsub contract float %1040, %1010
  %1042 = fmul float %1041, 0x3FF7154760000000
  %1043 = tail call float @llvm.exp2.f32(float %1042)
  %1044 = load i32, ptr addrspace(3) %136, align 8
  %1045 = sitofp i32 %1044 to float
  %1046 = fmul contract float %1045, %4
  %1047 = fsub contract float %1046, %1010
  %1048 = fmul float %1047, 0x3FF7154760000000
  %1049 = tail call float @llvm.exp2.f32(float %1048)
  %1050 = load i32, ptr addrspace(3) %139, align 4
  %1051 = sitofp i32 %1050 to float
  %1052 = fmul contract float %1051, %4
  %1053 = fsub contract float %1052, %1010
  %1054 = fmul float %1053, 0x3FF7154760000000
  %1055 = tail call float @llvm.exp2.f32(float %1054)
  %1056 = load i32, ptr addrspace(3) %142, align 32
  %1057 = sitofp i32 %1056 to float
  %1058 = fmul contract float %1057, %4
  %1059 = fsub contract float %1058, %1010
  %1060 = fmul float %1059, 0x3FF7154760000000
  %1061 = tail call float @llvm.exp2.f32(float %1060)
  %1062 = load i32, ptr addrspace(3) %145, align 4
  %1063 = sitofp i32 %1062 to float
  %1064 = fmul contract float %1063, %4
  %1065 = fsub contract float %1064, %1010
  %1066 = fmul float %1065, 0x3FF7154760000000
  %1067 = tail call float @llvm.exp2.f32(float %1066)
  %1068 = load i32, ptr addrspace(3) %148, align 8
  %1069 = sitofp i32 %1068 to float
  %1070 = fmul contract float %1069, %4
  %1071 = fsub contract float %1070, %1010
  %1072 = fmul float %1071, 0x3FF7154760000000
  %1073 = tail call float @llvm.exp2.f32(float %1072)
  %1074 = load i32, ptr addrspace(3) %151, align 4
  %1075 = sitofp i32 %1074 to float
  %1076 = fmul contract float %1075, %4
  %1077 = fsub contract float %1076, %1010
  %1078 = fmul float %1077, 0x3FF7154760000000
  %1079 = tail call float @llvm.exp2.f32(float %1078)
  %1080 = load i32, ptr addrspace(3) %154, align 16
  %1081 = sitofp i32 %1080 to float
  %1082 = fmul contract float %1081, %4
  %1083 = fsub contract float %1082, %1010
  %1084 = fmul float %1083, 0x3FF7154760000000
  %1085 = tail call float @llvm.exp2.f32(float %1084)
  %1086 = load i32, ptr addrspace(3) %157, align 4
  %1087 = sitofp i32 %1086 to float
  %1088 = fmul contract float %1087, %4
  %1089 = fsub contract float %1088, %1010
  %1090 = fmul float %1089, 0x3FF7154760000000
  %1091 = tail call float @llvm.exp2.f32(float %1090)
  %1092 = load i32, ptr addrspace(3) %160, align 8
  %1093 = sitofp i32 %1092 to float
  %1094 = fmul contract float %1093, %4
  %1095 = fsub contract float %1094, %1010
  %1096 = fmul float %1095, 0x3FF7154760000000
  %1097 = tail call float @llvm.exp2.f32(float %1096)
  %1098 = load i32, ptr addrspace(3) %163, align 4
  %1099 = sitofp i32 %1098 to float
  %1100 = fmul contract float %1099, %4
  %1101 = fsub contract float %1100, %1010
  %1102 = fmul float %1101, 0x3FF7154760000000
  %1103 = tail call float @llvm.exp2.f32(float %1102)
  tail call void @llvm.musa.syncthreads.lm()
  store float %1013, ptr addrspace(3) %164, align 64
  store float %1019, ptr addrspace(3) %165, align 4
  store float %1025, ptr addrspace(3) %166, align 8
  store float %1031, ptr addrspace(3) %167, align 4
  store float %1037, ptr addrspace(3) %168, align 16
  store float %1043, ptr addrspace(3) %169, align 4
  store float %1049, ptr addrspace(3) %170, align 8
  store float %1055, ptr addrspace(3) %171, align 4
  store float %1061, ptr addrspace(3) %172, align 32
  store float %1067, ptr addrspace(3) %173, align 4
  store float %1073, ptr addrspace(3) %174, align 8
  store float %1079, ptr addrspace(3) %175, align 4
  store float %1085, ptr addrspace(3) %176, align 16
  store float %1091, ptr addrspace(3) %177, align 4
  store float %1097, ptr addrspace(3) %178, align 8
  store float %1103, ptr addrspace(3) %179, align 4
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %12, label %1104, label %1111

1104: ; preds = %1004
  %1105 = load float, ptr addrspace(3) %748, align 4
  %1106 = load float, ptr addrspace(3) %749, align 4
  %1107 = tail call float @llvm.maxnum.f32(float %1105, float %1106)
  %1108 = fsub contract float %1105, %1107
  %1109 = fmul float %1108, 0x3FF7154760000000
  %1110 = tail call float @llvm.exp2.f32(float %1109)
  store float %1110, ptr addrspace(3) %750, align 4
  br label %1111

1111: ; preds = %1104, %1004
  tail call void @llvm.musa.syncthreads.lm()
  %1112 = load float, ptr addrspace(3) %180, align 64
  %1113 = fadd reassoc float %1112, 0.000000e+00
  %1114 = load float, ptr addrspace(3) %181, align 4
  %1115 = fadd reassoc float %1113, %1114
  %1116 = load float, ptr addrspace(3) %182, align 8
  %1117 = fadd reassoc float %1115, %1116
  %1118 = load float, ptr addrspace(3) %183, align 4
  %1119 = fadd reassoc float %1117, %1118
  %1120 = load float, ptr addrspace(3) %184, align 16
  %1121 = fadd reassoc float %1119, %1120
  %1122 = load float, ptr addrspace(3) %185, align 4
  %1123 = fadd reassoc float %1121, %1122
  %1124 = load float, ptr addrspace(3) %186, align 8
  %1125 = fadd reassoc float %1123, %1124
  %1126 = load float, ptr addrspace(3) %187, align 4
  %1127 = fadd reassoc float %1125, %1126
  %1128 = load float, ptr addrspace(3) %188, align 32
  %1129 = fadd reassoc float %1127, %1128
  %1130 = load float, ptr addrspace(3) %189, align 4
  %1131 = fadd reassoc float %1129, %1130
  %1132 = load float, ptr addrspace(3) %190, align 8
  %1133 = fadd reassoc float %1131, %1132
  %1134 = load float, ptr addrspace(3) %191, align 4
  %1135 = fadd reassoc float %1133, %1134
  %1136 = load float, ptr addrspace(3) %192, align 16
  %1137 = fadd reassoc float %1135, %1136
  %1138 = load float, ptr addrspace(3) %193, align 4
  %1139 = fadd reassoc float %1137, %1138
  %1140 = load float, ptr addrspace(3) %194, align 8
  %1141 = fadd reassoc float %1139, %1140
  %1142 = load float, ptr addrspace(3) %195, align 4
  %1143 = fadd reassoc float %1141, %1142
  %1144 = bitcast float %1143 to i32
  %1145 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %1144, i32 1, i32 12319, ptr addrspace(5) null)
  br i1 %112, label %1146, label %1149

1146: ; preds = %1111
  %1147 = bitcast i32 %1145 to float
  %1148 = fadd reassoc float %1143, %1147
  store float %1148, ptr addrspace(3) %751, align 4
  br label %1149

1149: ; preds = %1146, %1111
  tail call void @llvm.musa.syncthreads.lm()
  %1150 = load float, ptr addrspace(3) %164, align 64
  %1151 = fptrunc float %1150 to half
  %1152 = load float, ptr addrspace(3) %165, align 4
  %1153 = fptrunc float %1152 to half
  %1154 = load float, ptr addrspace(3) %166, align 8
  %1155 = fptrunc float %1154 to half
  %1156 = load float, ptr addrspace(3) %167, align 4
  %1157 = fptrunc float %1156 to half
  %1158 = load float, ptr addrspace(3) %168, align 16
  %1159 = fptrunc float %1158 to half
  %1160 = load float, ptr addrspace(3) %169, align 4
  %1161 = fptrunc float %1160 to half
  %1162 = load float, ptr addrspace(3) %170, align 8
  %1163 = fptrunc float %1162 to half
  %1164 = load float, ptr addrspace(3) %171, align 4
  %1165 = fptrunc float %1164 to half
  %1166 = load float, ptr addrspace(3) %172, align 32
  %1167 = fptrunc float %1166 to half
  %1168 = load float, ptr addrspace(3) %173, align 4
  %1169 = fptrunc float %1168 to half
  %1170 = load float, ptr addrspace(3) %174, align 8
  %1171 = fptrunc float %1170 to half
  %1172 = load float, ptr addrspace(3) %175, align 4
  %1173 = fptrunc float %1172 to half
  %1174 = load float, ptr addrspace(3) %176, align 16
  %1175 = fptrunc float %1174 to half
  %1176 = load float, ptr addrspace(3) %177, align 4
  %1177 = fptrunc float %1176 to half
  %1178 = load float, ptr addrspace(3) %178, align 8
  %1179 = fptrunc float %1178 to half
  %1180 = load float, ptr addrspace(3) %179, align 4
  %1181 = fptrunc float %1180 to half
  store half %1151, ptr addrspace(3) %204, align 16
  store half %1153, ptr addrspace(3) %214, align 2
  store half %1155, ptr addrspace(3) %224, align 4
  store half %1157, ptr addrspace(3) %234, align 2
  store half %1159, ptr addrspace(3) %244, align 8
  store half %1161, ptr addrspace(3) %254, align 2
  store half %1163, ptr addrspace(3) %264, align 4
  store half %1165, ptr addrspace(3) %274, align 2
  store half %1167, ptr addrspace(3) %283, align 16
  store half %1169, ptr addrspace(3) %293, align 2
  store half %1171, ptr addrspace(3) %303, align 4
  store half %1173, ptr addrspace(3) %313, align 2
  store half %1175, ptr addrspace(3) %323, align 8
  store half %1177, ptr addrspace(3) %333, align 2
  store half %1179, ptr addrspace(3) %343, align 4
  store half %1181, ptr addrspace(3) %353, align 2
  %1182 = extractelement <8 x half> %892, i64 0
  store half %1182, ptr addrspace(3) %369, align 2
  %1183 = extractelement <8 x half> %892, i64 1
  store half %1183, ptr addrspace(3) %384, align 2
  %1184 = extractelement <8 x half> %892, i64 2
  store half %1184, ptr addrspace(3) %399, align 2
  %1185 = extractelement <8 x half> %892, i64 3
  store half %1185, ptr addrspace(3) %414, align 2
  %1186 = extractelement <8 x half> %892, i64 4
  store half %1186, ptr addrspace(3) %429, align 2
  %1187 = extractelement <8 x half> %892, i64 5
  store half %1187, ptr addrspace(3) %444, align 2
  %1188 = extractelement <8 x half> %892, i64 6
  store half %1188, ptr addrspace(3) %459, align 2
  %1189 = extractelement <8 x half> %892, i64 7
  store half %1189, ptr addrspace(3) %474, align 2
  %1190 = extractelement <8 x half> %893, i64 0
  store half %1190, ptr addrspace(3) %488, align 2
  %1191 = extractelement <8 x half> %893, i64 1
  store half %1191, ptr addrspace(3) %503, align 2
  %1192 = extractelement <8 x half> %893, i64 2
  store half %1192, ptr addrspace(3) %518, align 2
  %1193 = extractelement <8 x half> %893, i64 3
  store half %1193, ptr addrspace(3) %533, align 2
  %1194 = extractelement <8 x half> %893, i64 4
  store half %1194, ptr addrspace(3) %548, align 2
  %1195 = extractelement <8 x half> %893, i64 5
  store half %1195, ptr addrspace(3) %563, align 2
  %1196 = extractelement <8 x half> %893, i64 6
  store half %1196, ptr addrspace(3) %578, align 2
  %1197 = extractelement <8 x half> %893, i64 7
  store half %1197, ptr addrspace(3) %593, align 2
  %1198 = load float, ptr addrspace(3) %594, align 4
  %1199 = fmul contract float %890, %1198
  store float %1199, ptr addrspace(3) %595, align 64
  %1200 = fmul contract float %889, %1198
  store float %1200, ptr addrspace(3) %598, align 4
  %1201 = fmul contract float %888, %1198
  store float %1201, ptr addrspace(3) %601, align 8
  %1202 = fmul contract float %887, %1198
  store float %1202, ptr addrspace(3) %604, align 4
  %1203 = fmul contract float %886, %1198
  store float %1203, ptr addrspace(3) %607, align 16
  %1204 = fmul contract float %885, %1198
  store float %1204, ptr addrspace(3) %610, align 4
  %1205 = fmul contract float %884, %1198
  store float %1205, ptr addrspace(3) %613, align 8
  %1206 = fmul contract float %883, %1198
  store float %1206, ptr addrspace(3) %616, align 4
  %1207 = fmul contract float %882, %1198
  store float %1207, ptr addrspace(3) %619, align 32
  %1208 = fmul contract float %881, %1198
  store float %1208, ptr addrspace(3) %622, align 4
  %1209 = fmul contract float %880, %1198
  store float %1209, ptr addrspace(3) %625, align 8
  %1210 = fmul contract float %879, %1198
  store float %1210, ptr addrspace(3) %628, align 4
  %1211 = fmul contract float %878, %1198
  store float %1211, ptr addrspace(3) %631, align 16
  %1212 = fmul contract float %877, %1198
  store float %1212, ptr addrspace(3) %634, align 4
  %1213 = fmul contract float %876, %1198
  store float %1213, ptr addrspace(3) %637, align 8
  %1214 = fmul contract float %875, %1198
  store float %1214, ptr addrspace(3) %640, align 4
  %1215 = load float, ptr addrspace(3) %641, align 4
  %1216 = fmul contract float %874, %1215
  store float %1216, ptr addrspace(3) %643, align 64
  %1217 = load float, ptr addrspace(3) %641, align 4
  %1218 = fmul contract float %873, %1217
  store float %1218, ptr addrspace(3) %646, align 4
  %1219 = load float, ptr addrspace(3) %641, align 4
  %1220 = fmul contract float %872, %1219
  store float %1220, ptr addrspace(3) %649, align 8
  %1221 = load float, ptr addrspace(3) %641, align 4
  %1222 = fmul contract float %871, %1221
  store float %1222, ptr addrspace(3) %652, align 4
  %1223 = load float, ptr addrspace(3) %641, align 4
  %1224 = fmul contract float %870, %1223
  store float %1224, ptr addrspace(3) %655, align 16
  %1225 = load float, ptr addrspace(3) %641, align 4
  %1226 = fmul contract float %869, %1225
  store float %1226, ptr addrspace(3) %658, align 4
  %1227 = load float, ptr addrspace(3) %641, align 4
  %1228 = fmul contract float %868, %1227
  store float %1228, ptr addrspace(3) %661, align 8
  %1229 = load float, ptr addrspace(3) %641, align 4
  %1230 = fmul contract float %867, %1229
  store float %1230, ptr addrspace(3) %664, align 4
  %1231 = load float, ptr addrspace(3) %641, align 4
  %1232 = fmul contract float %866, %1231
  store float %1232, ptr addrspace(3) %667, align 32
  %1233 = load float, ptr addrspace(3) %641, align 4
  %1234 = fmul contract float %865, %1233
  store float %1234, ptr addrspace(3) %670, align 4
  %1235 = load float, ptr addrspace(3) %641, align 4
  %1236 = fmul contract float %864, %1235
  store float %1236, ptr addrspace(3) %673, align 8
  %1237 = load float, ptr addrspace(3) %641, align 4
  %1238 = fmul contract float %863, %1237
  store float %1238, ptr addrspace(3) %676, align 4
  %1239 = load float, ptr addrspace(3) %641, align 4
  %1240 = fmul contract float %862, %1239
  store float %1240, ptr addrspace(3) %679, align 16
  %1241 = load float, ptr addrspace(3) %641, align 4
  %1242 = fmul contract float %861, %1241
  store float %1242, ptr addrspace(3) %682, align 4
  %1243 = load float, ptr addrspace(3) %641, align 4
  %1244 = fmul contract float %860, %1243
  store float %1244, ptr addrspace(3) %685, align 8
  %1245 = load float, ptr addrspace(3) %641, align 4
  %1246 = fmul contract float %859, %1245
  store float %1246, ptr addrspace(3) %688, align 4
  tail call void @llvm.musa.syncthreads.lm()
  tail call void @llvm.musa.barrier0()
  br i1 %73, label %1247, label %1349

1247: ; preds = %1149
  %1248 = load i32, ptr addrspace(3) %759, align 4
  %1249 = load i32, ptr addrspace(3) %762, align 4
  %1250 = load i32, ptr addrspace(3) %765, align 4
  %1251 = load i32, ptr addrspace(3) %768, align 4
  %1252 = load i32, ptr addrspace(3) %771, align 4
  %1253 = load i32, ptr addrspace(3) %774, align 4
  %1254 = load i32, ptr addrspace(3) %777, align 4
  %1255 = load i32, ptr addrspace(3) %780, align 4
  %1256 = load i32, ptr addrspace(3) %784, align 4
  %1257 = load i32, ptr addrspace(3) %787, align 4
  %1258 = load i32, ptr addrspace(3) %790, align 4
  %1259 = load i32, ptr addrspace(3) %793, align 4
  %1260 = load i32, ptr addrspace(3) %796, align 4
  %1261 = load i32, ptr addrspace(3) %799, align 4
  %1262 = load i32, ptr addrspace(3) %802, align 4
  %1263 = load i32, ptr addrspace(3) %805, align 4
  %1264 = load i32, ptr addrspace(3) %809, align 4
  %1265 = load i32, ptr addrspace(3) %812, align 4
  %1266 = load i32, ptr addrspace(3) %815, align 4
  %1267 = load i32, ptr addrspace(3) %818, align 4
  %1268 = load i32, ptr addrspace(3) %821, align 4
  %1269 = load i32, ptr addrspace(3) %824, align 4
  %1270 = load i32, ptr addrspace(3) %827, align 4
  %1271 = load i32, ptr addrspace(3) %830, align 4
  %1272 = load i32, ptr addrspace(3) %834, align 4
  %1273 = load i32, ptr addrspace(3) %837, align 4
  %1274 = load i32, ptr addrspace(3) %840, align 4
  %1275 = load i32, ptr addrspace(3) %843, align 4
  %1276 = load i32, ptr addrspace(3) %846, align 4
  %1277 = load i32, ptr addrspace(3) %849, align 4
  %1278 = load i32, ptr addrspace(3) %852, align 4
  %1279 = load i32, ptr addrspace(3) %855, align 4
  %1280 = insertelement <32 x i32> <i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>, i32 %1248, i64 0
  %1281 = insertelement <32 x i32> %1280, i32 %1249, i64 1
  %1282 = insertelement <32 x i32> %1281, i32 %1250, i64 2
  %1283 = insertelement <32 x i32> %1282, i32 %1251, i64 3
  %1284 = insertelement <32 x i32> %1283, i32 %1252, i64 4
  %1285 = insertelement <32 x i32> %1284, i32 %1253, i64 5
  %1286 = insertelement <32 x i32> %1285, i32 %1254, i64 6
  %1287 = insertelement <32 x i32> %1286, i32 %1255, i64 7
  %1288 = insertelement <32 x i32> %1287, i32 %1256, i64 8
  %1289 = insertelement <32 x i32> %1288, i32 %1257, i64 9
  %1290 = insertelement <32 x i32> %1289, i32 %1258, i64 10
  %1291 = insertelement <32 x i32> %1290, i32 %1259, i64 11
  %1292 = insertelement <32 x i32> %1291, i32 %1260, i64 12
  %1293 = insertelement <32 x i32> %1292, i32 %1261, i64 13
  %1294 = insertelement <32 x i32> %1293, i32 %1262, i64 14
  %1295 = insertelement <32 x i32> %1294, i32 %1263, i64 15
  %1296 = insertelement <32 x i32> %1295, i32 %1264, i64 16
  %1297 = insertelement <32 x i32> %1296, i32 %1265, i64 17
  %1298 = insertelement <32 x i32> %1297, i32 %1266, i64 18
  %1299 = insertelement <32 x i32> %1298, i32 %1267, i64 19
  %1300 = insertelement <32 x i32> %1299, i32 %1268, i64 20
  %1301 = insertelement <32 x i32> %1300, i32 %1269, i64 21
  %1302 = insertelement <32 x i32> %1301, i32 %1270, i64 22
  %1303 = insertelement <32 x i32> %1302, i32 %1271, i64 23
  %1304 = insertelement <32 x i32> %1303, i32 %1272, i64 24
  %1305 = insertelement <32 x i32> %1304, i32 %1273, i64 25
  %1306 = insertelement <32 x i32> %1305, i32 %1274, i64 26
  %1307 = insertelement <32 x i32> %1306, i32 %1275, i64 27
  %1308 = insertelement <32 x i32> %1307, i32 %1276, i64 28
  %1309 = insertelement <32 x i32> %1308, i32 %1277, i64 29
  %1310 = insertelement <32 x i32> %1309, i32 %1278, i64 30
  %1311 = insertelement <32 x i32> %1310, i32 %1279, i64 31
  %1312 = load i16, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 36864), align 4096
  %1313 = tail call i32 @llvm.musa.sqmma.desc.half(i16 %1312, i32 64, i32 1, i32 3)
  %1314 = load i16, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40960), align 4096
  %1315 = tail call i32 @llvm.musa.sqmma.desc.half(i16 %1314, i32 64, i32 1, i32 3)
  %1316 = tail call <32 x i32> @llvm.musa.sqmma.fmma.m64n64k32.mma(i32 %1313, i32 %1315, <32 x i32> %1311, i32 0, i32 1, i32 0, i32 0, i32 1, i32 0, i32 0, i32 0, i32 0)
  tail call void @llvm.musa.sqmma.wait()
  %bc = bitcast <32 x i32> %1316 to <32 x float>
  %1317 = extractelement <32 x float> %bc, i64 0
  store float %1317, ptr addrspace(3) %759, align 4
  %1318 = extractelement <32 x float> %bc, i64 1
  store float %1318, ptr addrspace(3) %762, align 4
  %1319 = extractelement <32 x float> %bc, i64 2
  store float %1319, ptr addrspace(3) %765, align 4
  %1320 = extractelement <32 x float> %bc, i64 3
  store float %1320, ptr addrspace(3) %768, align 4
  %1321 = extractelement <32 x float> %bc, i64 4
  store float %1321, ptr addrspace(3) %771, align 4
  %1322 = extractelement <32 x float> %bc, i64 5
  store float %1322, ptr addrspace(3) %774, align 4
  %1323 = extractelement <32 x float> %bc, i64 6
  store float %1323, ptr addrspace(3) %777, align 4
  %1324 = extractelement <32 x float> %bc, i64 7
  store float %1324, ptr addrspace(3) %780, align 4
  %1325 = extractelement <32 x float> %bc, i64 8
  store float %1325, ptr addrspace(3) %784, align 4
  %1326 = extractelement <32 x float> %bc, i64 9
  store float %1326, ptr addrspace(3) %787, align 4
  %1327 = extractelement <32 x float> %bc, i64 10
  store float %1327, ptr addrspace(3) %790, align 4
  %1328 = extractelement <32 x float> %bc, i64 11
  store float %1328, ptr addrspace(3) %793, align 4
  %1329 = extractelement <32 x float> %bc, i64 12
  store float %1329, ptr addrspace(3) %796, align 4
  %1330 = extractelement <32 x float> %bc, i64 13
  store float %1330, ptr addrspace(3) %799, align 4
  %1331 = extractelement <32 x float> %bc, i64 14
  store float %1331, ptr addrspace(3) %802, align 4
  %1332 = extractelement <32 x float> %bc, i64 15
  store float %1332, ptr addrspace(3) %805, align 4
  %1333 = extractelement <32 x float> %bc, i64 16
  store float %1333, ptr addrspace(3) %809, align 4
  %1334 = extractelement <32 x float> %bc, i64 17
  store float %1334, ptr addrspace(3) %812, align 4
  %1335 = extractelement <32 x float> %bc, i64 18
  store float %1335, ptr addrspace(3) %815, align 4
  %1336 = extractelement <32 x float> %bc, i64 19
  store float %1336, ptr addrspace(3) %818, align 4
  %1337 = extractelement <32 x float> %bc, i64 20
  store float %1337, ptr addrspace(3) %821, align 4
  %1338 = extractelement <32 x float> %bc, i64 21
  store float %1338, ptr addrspace(3) %824, align 4
  %1339 = extractelement <32 x float> %bc, i64 22
  store float %1339, ptr addrspace(3) %827, align 4
  %1340 = extractelement <32 x float> %bc, i64 23
  store float %1340, ptr addrspace(3) %830, align 4
  %1341 = extractelement <32 x float> %bc, i64 24
  store float %1341, ptr addrspace(3) %834, align 4
  %1342 = extractelement <32 x float> %bc, i64 25
  store float %1342, ptr addrspace(3) %837, align 4
  %1343 = extractelement <32 x float> %bc, i64 26
  store float %1343, ptr addrspace(3) %840, align 4
  %1344 = extractelement <32 x float> %bc, i64 27
  store float %1344, ptr addrspace(3) %843, align 4
  %1345 = extractelement <32 x float> %bc, i64 28
  store float %1345, ptr addrspace(3) %846, align 4
  %1346 = extractelement <32 x float> %bc, i64 29
  store float %1346, ptr addrspace(3) %849, align 4
  %1347 = extractelement <32 x float> %bc, i64 30
  store float %1347, ptr addrspace(3) %852, align 4
  %1348 = extractelement <32 x float> %bc, i64 31
  store float %1348, ptr addrspace(3) %855, align 4
  br label %1349

1349: ; preds = %1247, %1149
  tail call void @llvm.musa.syncthreads.lm()
  %1350 = load float, ptr addrspace(3) %595, align 64
  %1351 = load float, ptr addrspace(3) %598, align 4
  %1352 = load float, ptr addrspace(3) %601, align 8
  %1353 = load float, ptr addrspace(3) %604, align 4
  %1354 = load float, ptr addrspace(3) %607, align 16
  %1355 = load float, ptr addrspace(3) %610, align 4
  %1356 = load float, ptr addrspace(3) %613, align 8
  %1357 = load float, ptr addrspace(3) %616, align 4
  %1358 = load <8 x float>, ptr addrspace(3) %619, align 32
  %1359 = load <8 x float>, ptr addrspace(3) %643, align 64
  %1360 = load <8 x float>, ptr addrspace(3) %667, align 32
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %12, label %1361, label %1367

1361: ; preds = %1349
  %1362 = load float, ptr addrspace(3) %856, align 4
  %1363 = load float, ptr addrspace(3) %750, align 4
  %1364 = fmul contract float %1362, %1363
  %1365 = load float, ptr addrspace(3) %857, align 4
  %1366 = fadd contract float %1364, %1365
  store float %1366, ptr addrspace(3) %856, align 4
  br label %1367

1367: ; preds = %1361, %1349
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %12, label %1368, label %1372

1368: ; preds = %1367
  %1369 = load float, ptr addrspace(3) %748, align 4
  %1370 = load float, ptr addrspace(3) %749, align 4
  %1371 = tail call float @llvm.maxnum.f32(float %1369, float %1370)
  store float %1371, ptr addrspace(3) %748, align 4
  br label %1372

1372: ; preds = %1368, %1367
  tail call void @llvm.musa.syncthreads.lm()
  %1373 = extractelement <8 x float> %1358, i64 0
  %1374 = extractelement <8 x float> %1358, i64 1
  %1375 = extractelement <8 x float> %1358, i64 2
  %1376 = extractelement <8 x float> %1358, i64 3
  %1377 = extractelement <8 x float> %1358, i64 4
  %1378 = extractelement <8 x float> %1358, i64 5
  %1379 = extractelement <8 x float> %1358, i64 6
  %1380 = extractelement <8 x float> %1358, i64 7
  %1381 = extractelement <8 x float> %1359, i64 0
  %1382 = extractelement <8 x float> %1359, i64 1
  %1383 = extractelement <8 x float> %1359, i64 2
  %1384 = extractelement <8 x float> %1359, i64 3
  %1385 = extractelement <8 x float> %1359, i64 4
  %1386 = extractelement <8 x float> %1359, i64 5
  %1387 = extractelement <8 x float> %1359, i64 6
  %1388 = extractelement <8 x float> %1359, i64 7
  %1389 = extractelement <8 x float> %1360, i64 0
  %1390 = extractelement <8 x float> %1360, i64 1
  %1391 = extractelement <8 x float> %1360, i64 2
  %1392 = extractelement <8 x float> %1360, i64 3
  %1393 = extractelement <8 x float> %1360, i64 4
  %1394 = extractelement <8 x float> %1360, i64 5
  %1395 = extractelement <8 x float> %1360, i64 6
  %1396 = extractelement <8 x float> %1360, i64 7
  br i1 %895, label %858, label %._crit_edge.loopexit

._crit_edge.loopexit: ; preds = %1372
  %1397 = insertelement <8 x float> poison, float %1350, i64 0
  %1398 = insertelement <8 x float> %1397, float %1351, i64 1
  %1399 = insertelement <8 x float> %1398, float %1352, i64 2
  %1400 = insertelement <8 x float> %1399, float %1353, i64 3
  %1401 = insertelement <8 x float> %1400, float %1354, i64 4
  %1402 = insertelement <8 x float> %1401, float %1355, i64 5
  %1403 = insertelement <8 x float> %1402, float %1356, i64 6
  %1404 = insertelement <8 x float> %1403, float %1357, i64 7
  br label %._crit_edge

._crit_edge: ; preds = %._crit_edge.loopexit, %35
  %1405 = phi <8 x float> [ zeroinitializer, %35 ], [ %1404, %._crit_edge.loopexit ]
  %1406 = phi <8 x float> [ zeroinitializer, %35 ], [ %1358, %._crit_edge.loopexit ]
  %1407 = phi <8 x float> [ zeroinitializer, %35 ], [ %1359, %._crit_edge.loopexit ]
  %1408 = phi <8 x float> [ zeroinitializer, %35 ], [ %1360, %._crit_edge.loopexit ]
  %1409 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 47104), i32 %23
  %1410 = load float, ptr addrspace(3) %1409, align 4
  %1411 = insertelement <8 x float> poison, float %1410, i64 0
  %1412 = shufflevector <8 x float> %1411, <8 x float> poison, <8 x i32> zeroinitializer
  %1413 = fdiv <8 x float> %1405, %1412
  %1414 = fptrunc <8 x float> %1413 to <8 x half>
  %1415 = getelementptr half, ptr addrspace(1) %3, i64 %39
  %1416 = getelementptr half, ptr addrspace(1) %1415, i64 %20
  store <8 x half> %1414, ptr addrspace(1) %1416, align 16
  %1417 = fdiv <8 x float> %1406, %1412
  %1418 = fptrunc <8 x float> %1417 to <8 x half>
  %1419 = getelementptr half, ptr addrspace(1) %1415, i64 %22
  store <8 x half> %1418, ptr addrspace(1) %1419, align 16
  %1420 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 47104), i32 %53
  %1421 = load float, ptr addrspace(3) %1420, align 4
  %1422 = insertelement <8 x float> poison, float %1421, i64 0
  %1423 = shufflevector <8 x float> %1422, <8 x float> poison, <8 x i32> zeroinitializer
  %1424 = fdiv <8 x float> %1407, %1423
  %1425 = fptrunc <8 x float> %1424 to <8 x half>
  %1426 = getelementptr half, ptr addrspace(1) %3, i64 %56
  %1427 = getelementptr half, ptr addrspace(1) %1426, i64 %20
  store <8 x half> %1425, ptr addrspace(1) %1427, align 16
  %1428 = load float, ptr addrspace(3) %1420, align 4
  %1429 = insertelement <8 x float> poison, float %1428, i64 0
  %1430 = shufflevector <8 x float> %1429, <8 x float> poison, <8 x i32> zeroinitializer
  %1431 = fdiv <8 x float> %1408, %1430
  %1432 = fptrunc <8 x float> %1431 to <8 x half>
  %1433 = getelementptr half, ptr addrspace(1) %1426, i64 %22
  store <8 x half> %1432, ptr addrspace(1) %1433, align 16
  ret void
}

; Function Attrs: nofree nosync nounwind readnone
declare float @llvm.maxnum.f32(float, float) #0

attributes #0 = { nofree nosync nounwind readnone }
attributes #1 = { convergent nounwind }
attributes #2 = { nofree nosync nounwind readnone }

!llvm.module.flags = !{!0}
!musa.annotations = !{!1, !2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{ptr @attention_kernel, !"kernel", i32 1}
!2 = !{ptr @attention_kernel, !"maxntidx", i32 128}
